import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { LaunchPlanLink } from '../../components/LaunchPlanLink';
import { AvailabilityStatus } from '../../components/AvailabilityStatus';
import { RuleSource } from '../../components/RuleSource';
import { RuledRow } from '../../components/RuledRow';
import { rounded } from '../../theme/tokens';
import type { Availability, EligibilityAnswer, EligibilityRule } from './eligibility';
import { sitePath, type PagePath } from '../../sitePaths';

export interface EligibilityAnswerLabels {
  /** The answer's h3, naming the visitor's countries ('Living in Ukraine, citizen of Russia'). */
  answerHeading: (residence: string, citizenship: string | null) => string;
  /** The count line under the heading, announced when it changes ('3 available, 5 with conditions, 0 not available'). */
  summary: (counts: Record<Availability, number>) => string;
  /** Bold first line of a refusal ('We cannot serve residents of Iran'). */
  blockedTitle: (country: string) => string;
  /** The status words next to each service; the icon only repeats them. */
  status: Record<Availability, string>;
  /** Starts each source line ('Source:'). */
  source: string;
  /** Ends each source line with the day it was last checked ('last checked 24 Nov 2026'). */
  checked: (iso: string) => string;
  /** Read after a source link that opens another site in a new tab. */
  opensInNewTab: string;
  /** The button to the formation plan; first when nothing differs for the country. */
  nextPlans: { label: string; to: string };
  /** The sentence above the buttons when nothing differs for the country. */
  nextPlansText: string;
  /** The button to the contact form, naming the country; first when a rule differs. */
  nextInquiry: (country: string) => string;
  /** The sentence above the buttons when a rule differs for the country. */
  nextInquiryText: string;
  /** The launch plan for this country: a sentence and its link (the country goes into its address). */
  planLink?: { label: string; text: string; to: string };
  /** The contact form's path; the country is added as `?country=`. */
  inquiryPath: PagePath;
  /** Small line under the buttons: the page's address now holds the answer. */
  shareHint: string;
}

export interface EligibilityAnswerViewProps {
  answer: EligibilityAnswer;
  residenceName: string;
  citizenshipName: string | null;
  labels: EligibilityAnswerLabels;
}

const headingId = 'eligibility-answer-heading';

/** One visitor's answer: what we cannot do at all (if anything), then every service with its rule and source. */
export function EligibilityAnswerView({ answer, residenceName, citizenshipName, labels }: EligibilityAnswerViewProps) {
  const counts = { available: 0, conditions: 0, unavailable: 0 };
  for (const service of answer.services) counts[service.status] += 1;
  const source = (rule: EligibilityRule) => (
    <RuleSource prefix={labels.source} label={rule.sourceLabel} url={rule.sourceUrl} checked={labels.checked(rule.lastChecked)} opensInNewTab={labels.opensInNewTab} />
  );
  const inquiry = { href: sitePath(labels.inquiryPath, { country: answer.residence }), label: labels.nextInquiry(residenceName) };
  const plans = { href: labels.nextPlans.to, label: labels.nextPlans.label };
  // The step that fits comes first and stands out.
  const nextLinks = answer.nextStep === 'plans' ? [plans, inquiry] : [inquiry, plans];

  return (
    <Box component="article" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3">
        {labels.answerHeading(residenceName, citizenshipName)}
      </Typography>
      <Typography role="status" sx={{ color: 'text.secondary', mt: 1 }}>
        {labels.summary(counts)}
      </Typography>

      {answer.blocked ? (
        <Box sx={{ mt: 3, p: { xs: 2.5, md: 3 }, borderLeft: 4, borderColor: 'error.main', bgcolor: 'background.default', borderRadius: rounded('sm') }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {labels.blockedTitle(residenceName)}
          </Typography>
          <Typography sx={{ mt: 1 }}>{answer.blocked.text}</Typography>
          {source(answer.blocked)}
        </Box>
      ) : null}

      {answer.notes.map((note) => (
        <Box key={note.text} sx={{ mt: 3, p: { xs: 2.5, md: 3 }, borderLeft: 4, borderColor: 'brand.accent', bgcolor: 'background.default', borderRadius: rounded('sm') }}>
          <Typography>{note.text}</Typography>
          {source(note)}
        </Box>
      ))}

      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}>
        {answer.services.map(({ service, status, rules }) => (
          <RuledRow key={service.id} columns="minmax(0, 2fr) minmax(0, 3fr)" from="md" columnGap={4} rowGap={1}>
            <div>
              <Typography variant="h6" component="h4">
                {service.name}
              </Typography>
              <AvailabilityStatus status={status} label={labels.status[status]} />
            </div>
            <div>
              {rules.map((rule) => (
                <Box key={rule.text} sx={{ '& + &': { mt: 1.5 } }}>
                  <Typography>{rule.text}</Typography>
                  {source(rule)}
                </Box>
              ))}
            </div>
          </RuledRow>
        ))}
      </Box>

      {answer.nextStep === 'none' ? null : (
        <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Typography sx={{ mb: 2 }}>{answer.nextStep === 'plans' ? labels.nextPlansText : labels.nextInquiryText}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {nextLinks.map((link, index) => (
              <Button key={link.href} component={SiteLink} to={link.href} variant={index === 0 ? 'contained' : 'outlined'}>
                {link.label}
              </Button>
            ))}
          </Stack>
          {labels.planLink ? (
            <LaunchPlanLink
              link={labels.planLink}
              query={{ country: answer.residence, ...(answer.citizenship && answer.citizenship !== answer.residence ? { citizenship: answer.citizenship } : {}) }}
              sx={{ mt: 2 }}
            />
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {labels.shareHint}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
