/**
 * A CSS anchor name from a React id (whose punctuation CSS identifiers do not allow). Set in a style
 * attribute, not in sx: a value per button in sx would give each button a class of its own.
 */
export function anchorName(id: string) {
  return `--${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
