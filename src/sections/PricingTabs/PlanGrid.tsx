import Grid from '@mui/material/Grid';
import type { PricingPlan } from '../../types/content';
import { PlanCard, type PlanCardLabels } from './PlanCard';
import { planHref, type PlanLinks } from './planHref';

export interface PlanGridProps {
  plans: PricingPlan[];
  labels: PlanCardLabels;
  links: PlanLinks;
}

/** Plan cards as a list: three across on a desktop, two on a tablet, one on a phone. */
export function PlanGrid({ plans, labels, links }: PlanGridProps) {
  return (
    <Grid component="ul" container spacing={4} sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center' }}>
      {plans.map((plan) => (
        <Grid component="li" key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <PlanCard plan={plan} href={planHref(plan, links)} labels={labels} />
        </Grid>
      ))}
    </Grid>
  );
}
