import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { JsonLd } from '../../components/JsonLd';
import { SmartLink } from '../../components/SmartLink';
import type { FaqItem } from '../../types/content';
import { useLocale } from '../../locale/useLocale';
import { Prerendered } from '../../platform';
import { faqPageData } from './faqPageData';

export interface FaqAccordionProps {
  /** The questions in order, each with its answer and optional links; the first starts open. */
  items: FaqItem[];
  /** The container's id; the site links to 'faqAccordion'. */
  id?: string;
  /** Heading level of each question: h3 on its own, h4 under an h3 (as in Experience). */
  questionLevel?: 'h3' | 'h4';
}

/** Questions and answers, one open at a time; the first starts open. The page's FAQ for search, too. */
export function FaqAccordion({ items, id = 'faqAccordion', questionLevel = 'h3' }: FaqAccordionProps) {
  const baseId = useId();
  const locale = useLocale().tag;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [expanded, setExpanded] = useState<number | false>(items[0]?.id ?? false);

  return (
    <Box id={id}>
      {items.map((item) => {
        const summaryId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <Accordion
            key={item.id}
            expanded={expanded === item.id}
            onChange={(_, open) => setExpanded(open ? item.id : false)}
            slotProps={{
              heading: { component: questionLevel },
              // 'auto' (MUI's default) scales the duration with the height; reduced motion gets none.
              transition: reducedMotion ? { timeout: 0 } : {},
            }}
          >
            {/* MUI labels the answer region with these ids and wires aria-controls / aria-expanded. */}
            <AccordionSummary id={summaryId} aria-controls={panelId} expandIcon={<ExpandMoreRounded />}>
              <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem', py: 0.5 }}>
                {item.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {/* Answers only show: only the questions need code. */}
              <Prerendered>
                <Typography sx={{ color: 'text.secondary' }}>{item.text}</Typography>
                {item.links?.length ? (
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
                    {item.links.map((link) => (
                      <li key={link.to}>
                        <SmartLink to={link.to} sx={{ fontWeight: 600 }}>
                          {link.label}
                        </SmartLink>
                      </li>
                    ))}
                  </Box>
                ) : null}
              </Prerendered>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <JsonLd data={import.meta.env.SSR ? faqPageData(items, locale) : undefined} />
    </Box>
  );
}
