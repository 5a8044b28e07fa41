/** Structured data for search engines. `<` is escaped so text can never close the script element. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
