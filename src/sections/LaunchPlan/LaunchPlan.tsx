import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { SiteLink } from '../../components/SiteLink';
import { useClientValue, useSearchParams } from '../../platform';
import { rounded } from '../../theme/tokens';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import type { StateCode } from '../../types/stateCosts';
import { BlockedSteps } from './BlockedSteps';
import type { LaunchPlanLabels } from './labels';
import { type LaunchPlan as Plan, type PlanFacts, buildLaunchPlan } from './plan';
import { calendarHref, planCalendar } from './planCalendar';
import { PlanPrintSheet } from './PlanPrintSheet';
import { PlanQuestions } from './PlanQuestions';
import { parsePlanQuery, planSearch } from './planQuery';
import { PlanStepCard } from './PlanStepCard';
import { PlanTimeline } from './PlanTimeline';

export interface LaunchPlanChoices {
  countries: { code: string; name: string }[];
  states: { code: StateCode; name: string }[];
  /** The start a bare address plans from (ISO date). */
  referenceDate: string;
  /** The site's address, printed under the plan on paper. */
  siteUrl: string;
}

export interface LaunchPlanProps {
  heading: SectionHeadingContent;
  facts: PlanFacts;
  choices: LaunchPlanChoices;
  labels: LaunchPlanLabels;
  /** Who made the calendar file: its PRODID and the domain of every event's UID. */
  file: { prodId: string; domain: string };
  /**
   * The query string the page was rendered for ('' when prerendered): the first render uses it, so
   * the browser hydrates what the server drew, then the section follows the address.
   */
  query: string;
}

const headingId = 'launch-plan-heading';

/** On paper: the print sheet alone, on A4 or Letter (the browser picks the size; margins fit both). */
const printStyles = {
  '@media print': {
    '@page': { margin: '12mm' },
    'body > *:not(:has([data-print-sheet]))': { display: 'none !important' },
    'header, footer, nav, [data-print-hide]': { display: 'none !important' },
    'main > *:not(:has([data-print-sheet]))': { display: 'none !important' },
    '[data-launch-plan] section': { padding: '0 !important' },
  },
} as const;

/** The plan section: the questions beside the plan, the blocked steps for a sanctioned residence, and the export. */
export function LaunchPlan({ heading, facts, choices, labels, file, query }: LaunchPlanProps) {
  const [searchParams] = useSearchParams();
  const search = useClientValue(searchParams.toString(), query);
  const codes = new Set(choices.countries.map((c) => c.code));
  const { profile, unknown } = parsePlanQuery(new URLSearchParams(search), { states: choices.states.map((s) => s.code), countries: codes, start: choices.referenceDate });
  const plan: Plan = buildLaunchPlan(profile, facts);
  const countryName = choices.countries.find((c) => c.code === profile.residence)?.name ?? profile.residence;
  const stateName = profile.state ? (choices.states.find((s) => s.code === profile.state)?.name ?? profile.state) : labels.plan.noState;
  const typeName = labels.form.types[profile.type];
  const shareSearch = planSearch(profile).toString();
  const address = `${choices.siteUrl.replace(/\/$/, '')}${labels.paths.self}?${shareSearch}`;
  const process = plan.steps.filter((step) => step.kind === 'process');
  const filings = plan.steps.filter((step) => step.kind !== 'process');
  const payout = plan.steps.find((step) => step.id === 'payments')?.ends?.typical ?? null;
  const calendar = plan.blocked ? '' : planCalendar(plan, labels, file, { state: stateName, type: typeName });
  const hasDueDates = plan.steps.some((step) => step.due);

  return (
    <Section labelledBy={headingId} background="paper">
      <GlobalStyles styles={printStyles} />
      <Box data-launch-plan="">
        <Box data-print-hide="">
          <SectionHeading id={headingId} {...heading} />
        </Box>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }} data-print-hide="">
            <PlanQuestions key={search} profile={profile} unknown={unknown} countries={choices.countries} states={choices.states} labels={labels} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            {plan.blocked ? (
              <Box data-print-hide="">
                <BlockedSteps blocked={plan.blocked} country={countryName} profile={profile} labels={labels} />
              </Box>
            ) : (
              <>
                <Box data-print-hide="">
                  <Typography id="plan-heading" variant="h3" component="h3">
                    {labels.plan.heading(profile.start)}
                  </Typography>
                  <Typography role="status" sx={{ mt: 1 }}>
                    {labels.plan.summary(stateName, typeName, plan.formed ?? profile.start, payout)}
                  </Typography>
                  {profile.state === null ? (
                    <Typography sx={{ mt: 1.5 }}>
                      {labels.plan.chooseState}{' '}
                      <SiteLink to={`${labels.paths.costs}?type=${profile.type === 'llc' ? (profile.owners > 1 ? 'mmllc' : 'smllc') : 'ccorp'}`}>{labels.plan.chooseStateLink}</SiteLink>
                    </Typography>
                  ) : (
                    <Typography sx={{ mt: 1.5 }}>{plan.firstYearFees === null ? labels.plan.feesUnconfirmed : labels.plan.fees(plan.firstYearFees)}</Typography>
                  )}
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                    {labels.plan.estimates}
                  </Typography>
                  {plan.notes.map((note) => (
                    <Typography key={note.text} sx={{ mt: 1.5 }}>
                      {note.text}
                    </Typography>
                  ))}

                  <Box sx={{ mt: 3, p: 2.5, borderRadius: rounded('md'), border: 1, borderColor: 'divider' }}>
                    <Typography variant="h6" component="h4" sx={{ mb: 1 }}>
                      {labels.export.heading}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                      {hasDueDates ? (
                        <Button
                          component="a"
                          variant="contained"
                          startIcon={<DownloadRounded />}
                          href={calendarHref(calendar)}
                          download={labels.export.fileName(profile.state ?? 'help', profile.type, profile.start)}
                        >
                          {labels.export.ics}
                        </Button>
                      ) : null}
                      <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 16rem' }}>
                        {labels.export.icsHint}
                      </Typography>
                    </Box>
                    <Typography variant="body2" sx={{ mt: 1.5 }}>
                      {labels.export.print}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                      <SiteLink to={`${labels.paths.self}?${shareSearch}`}>{labels.export.share}</SiteLink>
                    </Typography>
                  </Box>

                  <Typography variant="h4" component="h4" sx={{ mt: 5, mb: 2 }}>
                    {labels.plan.timelineHeading}
                  </Typography>
                  <PlanTimeline steps={process} profile={profile} labels={labels} />

                  <Typography variant="h4" component="h4" sx={{ mt: 5 }}>
                    {labels.plan.stepsHeading}
                  </Typography>
                  <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {process.map((step, index) => (
                      <PlanStepCard key={step.id} step={step} number={index + 1} profile={profile} labels={labels} />
                    ))}
                  </Box>

                  <Typography variant="h4" component="h4" sx={{ mt: 5 }}>
                    {labels.plan.filingsHeading}
                  </Typography>
                  <Box component="ol" start={process.length + 1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {filings.map((step, index) => (
                      <PlanStepCard key={step.id} step={step} number={process.length + index + 1} profile={profile} labels={labels} />
                    ))}
                  </Box>

                  {profile.sells === 'goods' && profile.market !== 'outside' ? (
                    <>
                      <Typography variant="h4" component="h4" sx={{ mt: 5, mb: 1 }}>
                        {labels.plan.notesHeading}
                      </Typography>
                      <Typography>{labels.plan.goodsNote}</Typography>
                    </>
                  ) : null}

                  <Box sx={{ mt: 5, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                    <Button variant="contained" component={SiteLink} to={labels.next.plans.to}>
                      {labels.next.plans.label}
                    </Button>
                    <Button variant="outlined" component={SiteLink} to={labels.next.ask.to}>
                      {labels.next.ask.label}
                    </Button>
                  </Box>
                </Box>
                <PlanPrintSheet plan={plan} title={labels.print.title(stateName, typeName, profile.start)} address={address} labels={labels} />
              </>
            )}
          </Grid>
        </Grid>
      </Box>
    </Section>
  );
}
