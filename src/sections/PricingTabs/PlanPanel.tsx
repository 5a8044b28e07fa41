import Box from '@mui/material/Box';
import { memo } from 'react';
import { Prerendered } from '../../platform';
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
 * One category's plans. Memoised: when the tab list re-renders (a click, or the `?tab=` read once
 * the page has hydrated) only the panels that show or hide render again, not every plan card.
 */
export const PlanPanel = memo(function PlanPanel({ tab, id, tabId, hidden, labels, links }: PlanPanelProps) {
  return (
    <Box role="tabpanel" id={id} aria-labelledby={tabId} hidden={hidden}>
      {/* The plans only show and link: only the tabs need code. */}
      <Prerendered>
        <PlanGrid plans={tab.plans} labels={labels} links={links} />
      </Prerendered>
    </Box>
  );
});
