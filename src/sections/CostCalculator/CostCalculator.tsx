import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useCallback, useMemo } from 'react';
import { useHydrated, useSearchParams } from '../../platform';
import { useClientValue } from '../../platform';
import { Section } from '../../components/Section';
import { LaunchPlanLink } from '../../components/LaunchPlanLink';
import { SectionHeading } from '../../components/SectionHeading';
import { rounded } from '../../theme/tokens';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { ComparisonChart } from './ComparisonChart';
import type { ComparisonChartData } from './comparisonChartData';
import { ComparisonTable } from './ComparisonTable';
import { compareStates, costForState, entityOf, type CostFacts, type CostInputs } from './costMath';
import { costParams, costQueryString, defaultCostInputs, parseCostQuery } from './costQuery';
import { CostInputsForm } from './CostInputsForm';
import { CostSources } from './CostSources';
import { DelawareShareFields } from './DelawareShareFields';
import { FranchiseTaxPanel } from './FranchiseTaxPanel';
import type { CostCalculatorLabels } from './labels';
import { YearTable } from './YearTable';

export interface CostCalculatorProps {
  /** Eyebrow, title (the section's h2 and the form's name) and intro, centred above the form. */
  heading: SectionHeadingContent;
  /** Every state's fees with their sources and dates, the federal filings, Delaware's rules and our plans. */
  facts: CostFacts;
  /** Every word the calculator shows: fields, table heads, notes, chart and sources. */
  labels: CostCalculatorLabels;
  /** Animate the chart's bars (off in stories, so screenshots are stable). */
  animateChart?: boolean;
}

const id = 'costs';

/**
 * Its children start again once the island has hydrated, so fields that set their text up from the
 * prerendered defaults set it up again from the address. Only this wrapper reads when hydration
 * ends: in the calculator itself that would draw the whole section (every state's row) a second
 * time, in one long task on a slow phone.
 */
function RestartedWhenHydrated({ children }: { children: ReactNode }) {
  return <Fragment key={String(useHydrated())}>{children}</Fragment>;
}

/**
 * What a company costs in one state year by year, and every state side by side for the same
 * inputs. The inputs live in the address (`?state=WY&type=smllc&years=3`), so a result can be
 * shared; the prerendered page shows the defaults.
 */
export function CostCalculator({ heading, facts, labels, animateChart = true }: CostCalculatorProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useClientValue(searchParams.toString(), '');
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const parse = useCallback(
    (address: URLSearchParams) =>
      parseCostQuery(
        address,
        facts.stateOrder,
        facts.plans.map((plan) => plan.id),
      ),
    [facts],
  );
  const { inputs, problems } = useMemo(() => parse(params), [params, parse]);

  // Built on the address as it is now, not as last drawn: a second field changed before the first
  // change is drawn keeps the first.
  const update = (change: Partial<CostInputs>) => {
    setSearchParams((current) => costQueryString({ ...parse(current).inputs, ...change }), { replace: true });
  };

  const result = costForState(facts, inputs.state, inputs);
  const comparison = compareStates(facts, inputs);
  const stateName = facts.states[inputs.state].name;
  const typeName = labels.typeNames[inputs.type];
  const showPlan = inputs.plan !== null;

  const raw = (field: keyof typeof costParams) => params.get(costParams[field]) ?? '';
  const notes = {
    state: problems.state && labels.problems[problems.state](raw('state'), defaultCostInputs.state),
    type: problems.type && labels.problems[problems.type](raw('type'), labels.typeNames[defaultCostInputs.type]),
    years: problems.years && labels.problems[problems.years](raw('years'), labels.form.yearsOption(defaultCostInputs.years)),
    plan: problems.plan && labels.problems[problems.plan](raw('plan'), ''),
  };
  const rejected = Object.fromEntries(
    (['shares', 'issued', 'assets', 'par'] as const).flatMap((field) => {
      const problem = problems[field];
      return problem ? [[field, { text: raw(field), problem }]] : [];
    }),
  );

  const chartData: ComparisonChartData = {
    states: comparison.map((r) => facts.states[r.state].name),
    series: [
      { id: 'formation' as const, label: labels.chart.series.formation, values: comparison.map((r) => r.formation) },
      { id: 'stateYearly' as const, label: labels.chart.series.stateYearly, values: comparison.map((r) => r.stateYearly) },
      ...(showPlan ? [{ id: 'plan' as const, label: labels.chart.series.plan, values: comparison.map((r) => r.plan) }] : []),
    ],
  };

  const warning = facts.states[inputs.state].warning;

  return (
    <Section labelledBy={`${id}-title`} background="paper">
      <SectionHeading id={`${id}-title`} {...heading} />
      <Box component="form" aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()} noValidate>
        <CostInputsForm inputs={inputs} states={facts.stateOrder} stateFacts={facts.states} plans={facts.plans} notes={notes} labels={labels} onChange={update} idPrefix={id} />
        {inputs.type === 'ccorp' ? (
          <RestartedWhenHydrated>
            <DelawareShareFields shares={inputs.shares} rejected={rejected} labels={labels} onChange={(shares) => update({ shares })} idPrefix={id} />
          </RestartedWhenHydrated>
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ mt: 3, maxWidth: 760 }}>
        {labels.typeNotes[inputs.type]}
      </Typography>
      {warning ? (
        <Typography
          role="note"
          variant="body2"
          sx={{ mt: 2, p: 2, maxWidth: 760, borderLeft: 4, borderColor: 'error.main', bgcolor: 'background.default', borderRadius: rounded('sm'), fontWeight: 600 }}
        >
          {warning}
        </Typography>
      ) : null}

      <Box component="section" aria-labelledby={`${id}-years-title`} sx={{ mt: 5 }}>
        <Typography id={`${id}-years-title`} variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {labels.yearTable.title}
        </Typography>
        <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ mb: 2, fontWeight: 600 }} data-testid="cost-summary">
          {labels.yearTable.summary(stateName, typeName, inputs.years, result.incomplete ? (result.total > 0 ? labels.atLeast(result.total) : labels.unconfirmed) : labels.money(result.total))}
        </Typography>
        <Box>
          <YearTable id={`${id}-years`} result={result} caption={labels.yearTable.caption(stateName, typeName, inputs.years)} showPlan={showPlan} labels={labels} />
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 760 }}>
          {labels.yearTable.firstYearNote}
        </Typography>
      </Box>

      {result.franchiseTax ? <FranchiseTaxPanel headingId={`${id}-franchise-title`} result={result.franchiseTax} reportFee={facts.delaware.reportFee} labels={labels} /> : null}

      <Box component="section" aria-labelledby={`${id}-compare-title`} sx={{ mt: 6 }}>
        <Typography id={`${id}-compare-title`} variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {labels.comparison.title}
        </Typography>
        <ComparisonTable
          id={`${id}-compare`}
          results={comparison}
          selected={inputs.state}
          stateFacts={facts.states}
          caption={labels.comparison.caption(typeName, inputs.years)}
          showPlan={showPlan}
          labels={labels}
        />
        {comparison.some((r) => r.incomplete) ? (
          <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
            {labels.comparison.incompleteNote}
          </Typography>
        ) : null}
        {labels.planLink ? (
          <LaunchPlanLink link={labels.planLink} query={{ type: inputs.type === 'ccorp' ? 'corp' : 'llc', state: inputs.state, owners: inputs.type === 'mmllc' ? '2' : '1' }} sx={{ mt: 2 }} />
        ) : null}
      </Box>

      <ComparisonChart
        headingId={`${id}-chart-title`}
        title={labels.chart.title}
        description={labels.chart.description}
        loading={labels.chart.loading}
        data={chartData}
        money={labels.money}
        animate={animateChart}
      />

      <CostSources
        headingId={`${id}-sources-title`}
        states={facts.stateOrder}
        stateFacts={facts.states}
        entity={entityOf[inputs.type]}
        federal={facts.federal[inputs.type]}
        delaware={facts.delaware}
        labels={labels}
      />
    </Section>
  );
}
