import type { FaqItem } from '../../types/content';

/** The questions as schema.org FAQPage data, so search can show them as the page's FAQ. */
export function faqPageData(items: FaqItem[], inLanguage: string) {
  return {
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.title, acceptedAnswer: { '@type': 'Answer', text: item.text } })),
  };
}
