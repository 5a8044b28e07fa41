/**
 * The language to suggest to a visitor, if any: the one they chose before in the language menu, or
 * else the first of their browser's languages that the site has. None when that is the page's own
 * language. `available` are the site's tags ('es', 'pt-BR'); browser tags match on their language
 * ('es-MX' is Spanish, 'pt' Brazilian Portuguese).
 */
export function suggestedLanguage(pageTag: string, available: string[], chosen: string | null, browser: readonly string[]): string | null {
  const match = (tag: string) => {
    const lower = tag.toLowerCase();
    return available.find((a) => a.toLowerCase() === lower) ?? available.find((a) => a.split('-')[0].toLowerCase() === lower.split('-')[0]);
  };
  const wanted = (chosen && match(chosen)) ?? browser.map(match).find(Boolean) ?? null;
  return wanted && wanted !== pageTag ? wanted : null;
}
