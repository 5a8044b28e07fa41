import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useProgressValue } from './useProgressValue';

export interface ProgressMeterProps {
  /** Shown under the ring; it also names the progress bar. */
  title: string;
  /** Where the meter stops, in percent. */
  maxValue: number;
  /** The progress bar's spoken value, e.g. (title, 89) => 'Bank accounts opened online: 89%'. */
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

/** A ring that fills up to a percentage when it scrolls into view, with the figure in its centre. */
export function ProgressMeter({ title, maxValue, valueText, animate = true, step = 5, stepMs = 50, size = 120 }: ProgressMeterProps) {
  const titleId = useId();
  const { ref, value } = useProgressValue<HTMLDivElement>({ maxValue, animate, step, stepMs });
  return (
    <Stack ref={ref} spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box sx={{ position: 'relative', width: size, height: size }}>
        <CircularProgress
          variant="determinate"
          enableTrackSlot
          value={value}
          size={size}
          thickness={3.5}
          aria-labelledby={titleId}
          aria-valuetext={valueText(title, value)}
          sx={(theme) => ({
            color: (theme.vars || theme).palette.primary.main,
            '& .MuiCircularProgress-track': { stroke: (theme.vars || theme).palette.brand.tint, opacity: 1 },
            '& .MuiCircularProgress-circle': { strokeLinecap: 'round' },
          })}
        />
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
          {`${value}%`}
        </Typography>
      </Box>
      <Typography id={titleId} component="p" sx={{ fontWeight: 600, maxWidth: size + 60 }}>
        {title}
      </Typography>
    </Stack>
  );
}
