/**
 * Structured data for search engines. `<` is escaped so text can never close the script element.
 * Crawlers read the prerendered page, so the browser keeps the prerendered tag as it is and never
 * builds the data again (`data` may be left out there, as the root does to keep it off the bundle).
 */
export function JsonLd({ data }: { data?: object }) {
  const json = import.meta.env.SSR && data ? JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') : '';
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />;
}
