import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rounded } from '../../theme/tokens';
import type { LaunchPlanLabels } from './labels';
import type { FounderProfile, PlanStep } from './plan';
import { stepTitle } from './stepTitle';
import { GridList } from '../../components/GridList';

export interface PlanTimelineProps {
  steps: PlanStep[];
  profile: Pick<FounderProfile, 'payments' | 'start'>;
  labels: LaunchPlanLabels;
}

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The process steps as bars on one scale from the start: the solid part is the typical span, the
 * light part what the longest waits add. A list, so it reads in order without the picture; the
 * bars are decoration (each row's dates are its text).
 */
export function PlanTimeline({ steps, profile, labels }: PlanTimelineProps) {
  const dated = steps.filter((step) => step.starts && step.ends);
  const start = dayOf(profile.start);
  const end = Math.max(start + 1, ...dated.map((step) => dayOf(step.ends!.latest)));
  const at = (iso: string) => `${(((dayOf(iso) - start) / (end - start)) * 100).toFixed(2)}%`;
  return (
    <GridList component="ol" gap={1.5}>
      {dated.map((step) => (
        <Box component="li" key={step.id} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 16rem) minmax(0, 1fr)' }, gap: { xs: 0.5, sm: 2 }, alignItems: 'center' }}>
          <div>
            <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
              {stepTitle(step.id, profile, labels)}
            </Typography>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
              {labels.days.dates(step.ends!.earliest, step.ends!.typical, step.ends!.latest)}
            </Typography>
          </div>
          <Box aria-hidden="true" sx={{ position: 'relative', height: 14, borderRadius: rounded('pill'), bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: at(step.starts!.typical),
                width: `calc(${at(step.ends!.latest)} - ${at(step.starts!.typical)})`,
                bgcolor: 'brand.accent',
                opacity: 0.3,
              }}
            />
            <Box
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: at(step.starts!.typical),
                width: `max(4px, calc(${at(step.ends!.typical)} - ${at(step.starts!.typical)}))`,
                bgcolor: 'brand.accent',
                borderRadius: rounded('pill'),
              }}
            />
          </Box>
        </Box>
      ))}
    </GridList>
  );
}
