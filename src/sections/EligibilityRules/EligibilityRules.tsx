import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AvailabilityStatus } from '../../components/AvailabilityStatus';
import { RuleSource } from '../../components/RuleSource';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { type Availability, type EligibilityRule, type EligibilityRuleSet, exceptionsFor } from '../CountryCheck/eligibility';

export interface EligibilityRulesLabels {
  /** Who the default rule is for, beside the groups that differ. */
  everyone: string;
  /** The words for each status beside its icon ('Available with conditions'). */
  status: Record<Availability, string>;
  /** Word before each rule's source link ('Source:'). */
  source: string;
  /** After the source link, from the rule's date ('last checked 24 Nov 2026'). */
  checked: (iso: string) => string;
  /** Said to screen readers after the name of a link to another site ('(opens in a new tab)'). */
  opensInNewTab: string;
  /** Heading of the notes that apply to part of a country. */
  regionNotes: string;
  /** An in-page link to the check. */
  checkLink: { label: string; to: string };
}

export interface EligibilityRulesProps {
  /** Eyebrow, title (the section's h2 and name) and intro, centred above the rules. */
  heading: SectionHeadingContent;
  /** The country check's rules: services (each an h3 card), the default rule per service and the groups that differ. */
  rules: EligibilityRuleSet;
  /** The fixed words: who the default is for, status words, source line and the link back to the check. */
  labels: EligibilityRulesLabels;
}

const headingId = 'eligibility-rules-heading';

/** Every rule of the country check, service by service, readable without picking a country (and without JavaScript). */
export function EligibilityRules({ heading, rules, labels }: EligibilityRulesProps) {
  const ruleLine = (who: string, rule: EligibilityRule) => (
    <Box component="li" key={`${who}-${rule.text}`} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {who}
        </Typography>
        <AvailabilityStatus status={rule.status} label={labels.status[rule.status]} />
      </Box>
      <Typography sx={{ mt: 0.5 }}>{rule.text}</Typography>
      <RuleSource prefix={labels.source} label={rule.sourceLabel} url={rule.sourceUrl} checked={labels.checked(rule.lastChecked)} opensInNewTab={labels.opensInNewTab} />
    </Box>
  );
  const notes = rules.groups.flatMap((group) => (group.note ? [{ group, rule: group.note }] : []));
  const blocked = rules.groups.flatMap((group) => (group.blocked ? [{ group, rule: group.blocked }] : []));

  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} {...heading} />
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {rules.services.map((service) => (
          <Box key={service.id} component="article" aria-labelledby={`rule-${service.id}`}>
            <Typography id={`rule-${service.id}`} variant="h4" component="h3" sx={{ mb: 1 }}>
              {service.name}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {ruleLine(labels.everyone, rules.defaults[service.id])}
              {exceptionsFor(rules, service.id)
                // A group blocked as a whole is said once, below, not under every service.
                .filter(({ group }) => !group.blocked)
                .map(({ group, rule }) => ruleLine(group.label, rule))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="article" aria-labelledby="rule-regions" sx={{ mt: { xs: 5, md: 7 } }}>
        <Typography id="rule-regions" variant="h4" component="h3" sx={{ mb: 1 }}>
          {labels.regionNotes}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...blocked, ...notes].map(({ group, rule }) => ruleLine(group.label, rule))}
        </Box>
      </Box>
      <Box sx={{ mt: 5, textAlign: 'center' }}>
        <Button href={labels.checkLink.to} variant="contained">
          {labels.checkLink.label}
        </Button>
      </Box>
    </Section>
  );
}
