/** A CSS anchor name from a React id (whose punctuation CSS identifiers do not allow). */
export function anchorName(id: string) {
  return `--${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
