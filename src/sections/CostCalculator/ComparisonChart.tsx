import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { lazyComponent, useHydrated, useSeenOnce } from '../../platform';
import { rounded } from '../../theme/tokens';
import type { ComparisonChartData } from './comparisonChartData';

export interface ComparisonChartProps {
  headingId: string;
  title: string;
  description: string;
  loading: string;
  data: ComparisonChartData;
  money: (amount: number) => string;
  /** Off in stories and for visitors who prefer less motion. */
  animate?: boolean;
}

// The chart library (a third of the page's code) is fetched only when a visitor nears the chart, far
// below the first screen on a phone, so it never competes with the calculator's own start.
const ComparisonBars = lazyComponent(() => import('./ComparisonBars').then((m) => m.ComparisonBars));

/**
 * The comparison as stacked bars. The prerendered page and assistive technology have the table
 * above, with the same figures; the chart arrives after the page is usable.
 */
export function ComparisonChart({ headingId, title, description, loading, data, money, animate = true }: ComparisonChartProps) {
  const hydrated = useHydrated();
  const { ref, seen: near } = useSeenOnce<HTMLDivElement>({ skip: ComparisonBars.isLoaded(), ahead: true });
  const height = Math.max(280, data.states.length * 40 + 90);
  const fallback = (
    <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
      {loading}
    </Typography>
  );
  return (
    <Box component="figure" aria-labelledby={headingId} sx={{ m: 0, mt: 6 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {description}
      </Typography>
      <Box ref={ref} aria-hidden sx={{ minHeight: height, border: 1, borderColor: 'divider', borderRadius: rounded('lg'), bgcolor: 'background.default', p: 1 }}>
        {hydrated && near ? (
          <Suspense fallback={fallback}>
            <ComparisonBars data={data} money={money} animate={animate} />
          </Suspense>
        ) : null}
      </Box>
    </Box>
  );
}
