/** Where a visitor's "no, thanks" to the language offer is kept (also read by the page's start script). */
export const languageOfferDismissedKey = 'sb-language-suggestion';
