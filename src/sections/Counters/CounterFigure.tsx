import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { countTemplate, countUpHidden } from '../../platform/countUp';
import { useCountUp } from '../../platform/useCountUp';
import type { Counter } from '../../types/content';

/** Duration of a counter whose content gives none (spec §9: 2 s by default). */
export const defaultCountDurationMs = 2000;

export type CounterItem = Pick<Counter, 'id' | 'title' | 'initialValue' | 'increment' | 'maxValue' | 'suffix'> & {
  durationMs?: number;
};

/** One figure of the Counters band: eases from its initial value to its maximum once half of it is seen. */
export function CounterFigure({ counter, animate }: { counter: CounterItem; animate: boolean }) {
  const ms = counter.durationMs ?? defaultCountDurationMs;
  const count = useCountUp<HTMLLIElement>(animate, { kind: 'eased', to: counter.maxValue, from: counter.initialValue, increment: counter.increment, ms });
  return (
    <Box component="li" {...count} sx={{ px: 1, ...countUpHidden }}>
      <Typography component="p" sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' }, fontWeight: 700, lineHeight: 1.1, color: 'secondary.light' }}>
        {/* Assistive technology reads the final figure once, not every frame of the count. */}
        <Box component="span" aria-hidden data-count-shown={countTemplate((value) => `${value}${counter.suffix}`)} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {`${counter.maxValue}${counter.suffix}`}
        </Box>
        <span className="visually-hidden">{`${counter.maxValue}${counter.suffix}`}</span>
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 600, opacity: 0.88, overflowWrap: 'break-word' }}>{counter.title}</Typography>
    </Box>
  );
}
