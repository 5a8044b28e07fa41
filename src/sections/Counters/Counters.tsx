import { GridList } from '../../components/GridList';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { CounterFigure, type CounterItem } from './CounterFigure';

export type { CounterItem } from './CounterFigure';

export interface CountersProps {
  /** The figures, in order: a large number with its suffix over a short title; four to a row on desktop. */
  counters: CounterItem[];
  /** Optional eyebrow and h2 title above the figures; without it the band has no name. */
  heading?: SectionHeadingContent;
  /** Count up when scrolled into view; off shows the final values at once (stories, screenshots). */
  animate?: boolean;
  /** The band's id, for in-page links; also the start of its heading's id. */
  id?: string;
}

/**
 * Key figures on the brand band that count up once when they come into view. The page's head script
 * counts them (src/platform/countUp.ts): the HTML holds the final figures, so without scripts or
 * under reduced motion they show at once.
 */
export function Counters({ counters, heading, animate = true, id = 'in-numbers' }: CountersProps) {
  const titleId = heading ? `${id}-title` : undefined;

  return (
    <Section id={id} labelledBy={titleId} background="brand">
      {heading ? <SectionHeading id={titleId} {...heading} onBrand /> : null}
      {/* Columns may shrink below a label's longest word, which then breaks instead of pushing the page sideways. */}
      <GridList columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap={{ xs: 4, md: 3 }} sx={{ textAlign: 'center' }}>
        {counters.map((counter) => (
          <CounterFigure key={counter.id} counter={counter} animate={animate} />
        ))}
      </GridList>
    </Section>
  );
}
