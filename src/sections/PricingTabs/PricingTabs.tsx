import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../platform';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { PricingTab, SectionHeading as SectionHeadingContent } from '../../types/content';
import type { PlanCardLabels } from './PlanCard';
import { PlanPanel } from './PlanPanel';
import type { PlanLinks } from './planHref';
import { PlanTabList } from './PlanTabList';
import { resolveTabId } from './selectedTab';
import { type TabChange, installTabsBehaviour, tabChangeEvent } from './tabsBehaviour';

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

/**
 * The plan categories of the pricing page as tabs, the selected one kept in `?tab=`. On the site
 * the page's head script runs the tabs (tabsBehaviour.ts) and nothing here hydrates; wherever
 * React renders them (Storybook) it installs that script and keeps the address in its router.
 */
export function PricingTabs({ tabs, heading, labels, links }: PricingTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = resolveTabId(
    tabs.map((tab) => tab.id),
    searchParams.get(tabParam),
  );
  const strip = useRef<HTMLDivElement>(null);
  // The address setter is made anew each render; the listener reads the latest one.
  const setAddress = useRef(setSearchParams);
  setAddress.current = setSearchParams;

  useEffect(() => {
    installTabsBehaviour(window);
    const root = strip.current;
    const follow = (event: Event) => {
      const { param, value } = (event as CustomEvent<TabChange>).detail;
      event.preventDefault();
      // Switching tabs is not a page visit: no history entry per tab, no jump to the top.
      setAddress.current(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(param, value);
          return next;
        },
        { replace: true },
      );
    };
    root?.addEventListener(tabChangeEvent, follow);
    return () => root?.removeEventListener(tabChangeEvent, follow);
  }, []);

  return (
    <Section labelledBy={headingId} background="paper">
      <SectionHeading id={headingId} {...heading} />
      <Box ref={strip} sx={{ display: 'flex', justifyContent: 'center', mb: { xs: 5, md: 7 } }}>
        <PlanTabList tabs={tabs} selected={selected} label={labels.tabList} param={tabParam} tabDomId={tabDomId} panelDomId={panelDomId} />
      </Box>
      {tabs.map((tab) => (
        <PlanPanel key={tab.id} tab={tab} id={panelDomId(tab.id)} tabId={tabDomId(tab.id)} hidden={tab.id !== selected} labels={labels} links={links} />
      ))}
    </Section>
  );
}
