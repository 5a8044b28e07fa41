import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from '../../platform';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { PricingTab, PricingTabId, SectionHeading as SectionHeadingContent } from '../../types/content';
import type { PlanCardLabels } from './PlanCard';
import { PlanPanel } from './PlanPanel';
import type { PlanLinks } from './planHref';
import { resolveTabId } from './selectedTab';
import { useClientValue } from '../../platform';

export interface PricingTabsLabels extends PlanCardLabels {
  /** Accessible name of the tab list. */
  tabList: string;
}

export interface PricingTabsProps {
  /** One tab per kind of service, in order, each with its plans; the first opens when `?tab=` names none. */
  tabs: PricingTab[];
  /** Eyebrow, title and intro above the tabs; the title is the section's h2 and names it. */
  heading: SectionHeadingContent;
  /** The tab list's name and the plan cards' badge, feature-list, new-tab and refund-link words. */
  labels: PricingTabsLabels;
  /** Where buttons of plans without a payment link go: the contact form or the client portal. */
  links: PlanLinks;
}

/** The URL parameter that holds the selected tab, so a plan category can be shared as a link. */
export const tabParam = 'tab';

const headingId = 'pricing-title';
const tabDomId = (id: string) => `pricing-tab-${id}`;
const panelDomId = (id: string) => `pricing-panel-${id}`;

/** The plan categories of the pricing page as tabs, the selected one kept in `?tab=`. */
export function PricingTabs({ tabs, heading, labels, links }: PricingTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabIds = tabs.map((tab) => tab.id);
  const selected = resolveTabId(tabIds, useClientValue(searchParams.get(tabParam), null));

  const select = (id: PricingTabId) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(tabParam, id);
        return next;
      },
      // Switching tabs is not a page visit: no history entry per tab, no jump to the top.
      { replace: true },
    );
  };

  return (
    <Section labelledBy={headingId} background="paper">
      <SectionHeading id={headingId} {...heading} />
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: { xs: 5, md: 7 } }}>
        <Tabs
          value={selected}
          onChange={(_, id: PricingTabId) => select(id)}
          aria-label={labels.tabList}
          selectionFollowsFocus
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ maxWidth: '100%', borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab key={tab.id} value={tab.id} label={tab.label} id={tabDomId(tab.id)} aria-controls={panelDomId(tab.id)} sx={{ px: { sm: 3 } }} />
          ))}
        </Tabs>
      </Box>
      {tabs.map((tab) => (
        <PlanPanel key={tab.id} tab={tab} id={panelDomId(tab.id)} tabId={tabDomId(tab.id)} hidden={tab.id !== selected} labels={labels} links={links} />
      ))}
    </Section>
  );
}
