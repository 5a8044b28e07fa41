import { site } from '../../src/content/site';

/**
 * Text a translated page may show exactly as English does: proper names longer than a few words
 * that stay as they are in every language (the business's street address, a school's name, a
 * client's studio). Anything else identical to the English page is a string left untranslated.
 */
const allowed = new Set([...site.address.lines, 'MBA, Columbia Business School', 'Lumen & Pine Studio']);

export const untranslatedAllowed = (text: string) => allowed.has(text);
