import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { memo } from 'react';
import type { PricingTab } from '../../types/content';
import { PlanCard, type PlanCardLabels } from './PlanCard';
import { planHref, type PlanLinks } from './planHref';

export interface PlanPanelProps {
  tab: PricingTab;
  id: string;
  tabId: string;
  hidden: boolean;
  labels: PlanCardLabels;
  links: PlanLinks;
}

/**
 * One category's plans. Memoised: when the tab list re-renders (a click, or the `?tab=` read once
 * the page has hydrated) only the panels that show or hide render again, not every plan card.
 */
export const PlanPanel = memo(function PlanPanel({ tab, id, tabId, hidden, labels, links }: PlanPanelProps) {
  return (
    <Box role="tabpanel" id={id} aria-labelledby={tabId} hidden={hidden}>
      <Grid component="ul" container spacing={4} sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center' }}>
        {tab.plans.map((plan) => (
          <Grid component="li" key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <PlanCard plan={plan} href={planHref(plan, links)} labels={labels} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
});
