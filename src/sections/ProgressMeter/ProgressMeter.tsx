import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { countTemplate, countUpHidden } from '../../platform/countUp';
import { useCountUp } from '../../platform/useCountUp';

export interface ProgressMeterProps {
  /** Shown under the ring; it also names the progress bar. */
  title: string;
  /** Where the meter stops, in percent. */
  maxValue: number;
  /** The progress bar's spoken value, e.g. (title, 89) => 'Bank accounts opened online: 89%'; it writes the number as given. */
  valueText: (title: string, value: number) => string;
  /** Count up once half the meter is on screen; false shows the final value at once. */
  animate?: boolean;
  /** How much each tick of the count adds, in percent (5 by default). */
  step?: number;
  /** Time between two ticks of the count, in ms (50 by default). */
  stepMs?: number;
  /** Diameter in px. */
  size?: number;
}

// The ring is drawn in a 44-unit box, as MUI's CircularProgress draws its own, with a path length of
// 100 so the filled arc is simply `--count` units long.
const box = 44;
const thickness = 3.5;

/**
 * A ring that fills up to a percentage when it scrolls into view, with the figure in its centre.
 * The page's head script counts it (src/platform/countUp.ts): the HTML holds the final value, so
 * without scripts or under reduced motion it shows at once.
 */
export function ProgressMeter({ title, maxValue, valueText, animate = true, step = 5, stepMs = 50, size = 120 }: ProgressMeterProps) {
  const titleId = useId();
  const count = useCountUp<HTMLDivElement>(animate, { kind: 'steps', to: maxValue, step, every: stepMs });
  const circle = { cx: box / 2, cy: box / 2, r: (box - thickness) / 2, pathLength: 100, fill: 'none' };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        {...count}
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={maxValue}
        aria-valuetext={valueText(title, maxValue)}
        data-count-spoken={countTemplate((value) => valueText(title, value))}
        sx={{ position: 'relative', width: size, height: size, ...countUpHidden }}
      >
        <Box component="svg" aria-hidden viewBox={`0 0 ${box} ${box}`} sx={{ display: 'block', width: size, height: size, transform: 'rotate(-90deg)' }}>
          <Box component="circle" {...circle} sx={(theme) => ({ stroke: (theme.vars || theme).palette.brand.tint, strokeWidth: thickness })} />
          <Box
            component="circle"
            {...circle}
            sx={(theme) => ({
              stroke: (theme.vars || theme).palette.primary.main,
              strokeLinecap: 'round',
              // A round cap would draw a dot at 0: no stroke until there is an arc.
              strokeWidth: `calc(min(var(--count), 1) * ${thickness}px)`,
              strokeDasharray: 'calc(var(--count) * 1px) 100px',
            })}
          />
        </Box>
        <Typography
          aria-hidden
          component="span"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            fontSize: size / 4.5,
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <span data-count-shown="{value}%">{`${maxValue}%`}</span>
        </Typography>
      </Box>
      <Typography id={titleId} component="p" sx={{ fontWeight: 600, maxWidth: size + 60 }}>
        {title}
      </Typography>
    </Stack>
  );
}
