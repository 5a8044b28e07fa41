import Box from '@mui/material/Box';
import { useId } from 'react';
import { JsonLd } from '../../components/JsonLd';
import type { FaqItem } from '../../types/content';
import { useLocale } from '../../locale/useLocale';
import { FaqQuestion } from './FaqQuestion';
import { faqPageData } from './faqPageData';

export interface FaqAccordionProps {
  /** The questions in order, each with its answer and optional links; the first starts open. */
  items: FaqItem[];
  /** The container's id; the site links to 'faqAccordion'. */
  id?: string;
  /** Heading level of each question: h3 on its own, h4 under an h3 (as in Experience). */
  questionLevel?: 'h3' | 'h4';
}

/**
 * Questions and answers, one open at a time; the first starts open. The page's FAQ for search, too.
 * It needs no code: `<details name>` is an accordion the browser runs, so a question answers the
 * first tap on a page whose scripts have not arrived (or never will), and the section never hydrates.
 */
export function FaqAccordion({ items, id = 'faqAccordion', questionLevel = 'h3' }: FaqAccordionProps) {
  // One name per accordion: the browser closes the others of the same name when one opens.
  const group = useId();
  const locale = useLocale().tag;
  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {items.map((item, index) => (
        <FaqQuestion key={item.id} item={item} group={group} open={index === 0} questionLevel={questionLevel} />
      ))}
      <JsonLd data={faqPageData(items, locale)} />
    </Box>
  );
}
