/**
 * What the visitor typed into a prerendered field before the page's code arrived. When React
 * hydrates a controlled field it sets the field to its state, which would wipe that text; so a
 * field's state starts from it, read during hydration while the element still shows it. Elsewhere
 * (the server, a field rendered after a client navigation) there is nothing typed yet.
 */
export function typedBeforeHydration(fieldId: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const field = document.getElementById(fieldId);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}
