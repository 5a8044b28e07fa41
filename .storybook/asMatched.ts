/**
 * Text as Testing Library's matchers compare it: they read the page's no-break spaces as plain ones,
 * as in Spanish and Arabic amounts ('220 US$'), but take the expected text as it is.
 */
export const asMatched = (text: string) => text.replace(/\s+/g, ' ');
