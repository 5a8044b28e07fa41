import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ComparisonChartData } from './comparisonChartData';

/** The chart library's part of the comparison: horizontal stacked bars, one per state. */
export function ComparisonBars({ data, money, animate }: { data: ComparisonChartData; money: (amount: number) => string; animate: boolean }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const colors = { formation: palette.primary.main, stateYearly: palette.secondary.main, plan: palette.success.main };
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(280, data.states.length * 40 + 90)}
      skipAnimation={!animate}
      disableKeyboardNavigation
      margin={{ left: 8, right: 24 }}
      yAxis={[{ scaleType: 'band', data: data.states, width: 96 }]}
      xAxis={[{ valueFormatter: (value: number | null) => (value === null ? '' : money(value)), tickNumber: 4 }]}
      series={data.series.map((series) => ({
        id: series.id,
        label: series.label,
        data: series.values,
        stack: 'total',
        color: colors[series.id],
        valueFormatter: (value: number | null) => (value === null ? '' : money(value)),
      }))}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
    />
  );
}
