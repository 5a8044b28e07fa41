import Box from '@mui/material/Box';
import { memo } from 'react';
import type { PricingTab } from '../../types/content';
import type { PlanCardLabels } from './PlanCard';
import { PlanGrid } from './PlanGrid';
import type { PlanLinks } from './planHref';

export interface PlanPanelProps {
  tab: PricingTab;
  id: string;
  tabId: string;
  hidden: boolean;
  labels: PlanCardLabels;
  links: PlanLinks;
}

/**
 * One category's plans. Memoised: where React renders the tabs (Storybook), a tab change renders
 * again only the panels that show or hide, not every plan card.
 */
export const PlanPanel = memo(function PlanPanel({ tab, id, tabId, hidden, labels, links }: PlanPanelProps) {
  return (
    <Box role="tabpanel" id={id} aria-labelledby={tabId} hidden={hidden}>
      <PlanGrid plans={tab.plans} labels={labels} links={links} />
    </Box>
  );
});
