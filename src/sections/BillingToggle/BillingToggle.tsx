import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { rounded } from '../../theme/tokens';
import type { BillingCycle, BillingCyclePlans, SectionHeading as SectionHeadingContent } from '../../types/content';
import { PlanGrid, type PlanCardLabels, type PlanLinks } from '../PricingTabs';

export interface BillingToggleLabels extends PlanCardLabels {
  /** Accessible name of the monthly/yearly switch. */
  billingPeriod: string;
}

export interface BillingToggleProps {
  /** Eyebrow, title and intro line above the switch; the title is the section's h2 and names it. */
  heading: SectionHeadingContent;
  /** The plans of each billing cycle, in the order of the switch. */
  cycles: BillingCyclePlans[];
  /** The switch's name and the plan cards' badge, feature-list and new-tab words. */
  labels: BillingToggleLabels;
  /** Where buttons of plans without a payment link go: the contact form or the client portal. */
  links: PlanLinks;
  /** The cycle shown first; the first entry of `cycles` when left out. */
  defaultCycle?: BillingCycle;
}

const headingId = 'billing-cycle-title';

/** Plans that can be paid monthly or yearly, with a switch between the two price lists. */
export function BillingToggle({ heading, cycles, labels, links, defaultCycle }: BillingToggleProps) {
  const [cycleId, setCycleId] = useState<BillingCycle>(defaultCycle ?? cycles[0].id);
  const cycle = cycles.find((entry) => entry.id === cycleId) ?? cycles[0];

  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} {...heading} />
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: { xs: 5, md: 7 } }}>
        <ToggleButtonGroup
          value={cycle.id}
          exclusive
          // Exclusive groups report null when the pressed button is clicked again; one cycle is always shown.
          onChange={(_, next: BillingCycle | null) => next && setCycleId(next)}
          aria-label={labels.billingPeriod}
          sx={{
            p: 0.5,
            gap: 0.5,
            borderRadius: rounded('pill'),
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            '& .MuiToggleButton-root': {
              border: 0,
              borderRadius: `${rounded('pill')} !important`,
              px: 3.5,
              minHeight: 44,
              fontWeight: 600,
              textTransform: 'none',
              color: 'text.primary',
            },
            '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          }}
        >
          {cycles.map((entry) => (
            <ToggleButton key={entry.id} value={entry.id}>
              {entry.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <PlanGrid plans={cycle.plans} labels={labels} links={links} />
    </Section>
  );
}
