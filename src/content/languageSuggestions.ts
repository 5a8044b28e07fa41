import everyLanguage from 'virtual:messages/every/languageOffer';

/**
 * The suggestion to read a page in another language, written in that language: it speaks to a
 * visitor who may not read the page's. Every page can show any of them, so each page carries all.
 */
export const languageSuggestions = everyLanguage;
