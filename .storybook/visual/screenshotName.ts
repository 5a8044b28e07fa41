/**
 * The file-name stem of a story's screenshots ("Mobile Menu Open" -> "mobile-menu-open"), followed by
 * "-light" or "-dark". The visual report maps files back to stories with the same function.
 */
export function screenshotName(storyName: string) {
  return storyName.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}
