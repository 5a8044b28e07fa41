import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { Counter, SectionHeading as SectionHeadingContent } from '../../types/content';
import { countAt, defaultCountDurationMs } from './countAt';
import { useCountUp } from './useCountUp';

export type CounterItem = Pick<Counter, 'id' | 'title' | 'initialValue' | 'increment' | 'maxValue' | 'suffix'> & {
  durationMs?: number;
};

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

/** Key figures on the brand band that count up once when they come into view. */
export function Counters({ counters, heading, animate = true, id = 'in-numbers' }: CountersProps) {
  const longest = Math.max(0, ...counters.map((c) => c.durationMs ?? defaultCountDurationMs));
  const [listRef, elapsed] = useCountUp<HTMLUListElement>(animate, longest);
  const titleId = heading ? `${id}-title` : undefined;

  return (
    <Section id={id} labelledBy={titleId} background="brand">
      {heading ? <SectionHeading id={titleId} {...heading} onBrand /> : null}
      <Box
        component="ul"
        ref={listRef}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 4, md: 3 },
          // Columns may shrink below a label's longest word, which then breaks instead of pushing the page sideways.
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          textAlign: 'center',
        }}
      >
        {counters.map((counter) => {
          const shown = countAt(counter, elapsed, counter.durationMs ?? defaultCountDurationMs);
          return (
            <Box component="li" key={counter.id} sx={{ px: 1 }}>
              <Typography component="p" sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' }, fontWeight: 700, lineHeight: 1.1, color: 'secondary.light' }}>
                {/* Assistive technology reads the final figure once, not every frame of the count. */}
                <Box component="span" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {shown}
                  {counter.suffix}
                </Box>
                <span className="visually-hidden">
                  {counter.maxValue}
                  {counter.suffix}
                </span>
              </Typography>
              <Typography sx={{ mt: 1, fontWeight: 600, opacity: 0.88, overflowWrap: 'break-word' }}>{counter.title}</Typography>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
