import type { FaqItem } from '../../types/content';

/** The questions as schema.org FAQPage data, so search can show them as the page's FAQ. */
export function faqPageData(items: FaqItem[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.title, acceptedAnswer: { '@type': 'Answer', text: item.text } })),
  };
}
