import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { costCalculatorHeading, costCalculatorLabels, costFacts } from '../../content/costCalculator';
import type { StateCode } from '../../types/stateCosts';
import { AmountField } from './AmountField';
import { ComparisonBars } from './ComparisonBars';
import { ComparisonChart } from './ComparisonChart';
import { ComparisonTable } from './ComparisonTable';
import { CostCalculator, type CostCalculatorProps } from './CostCalculator';
import type { CompanyType } from './costMath';
import { CostInputsForm } from './CostInputsForm';
import { CostSources } from './CostSources';
import { DelawareShareFields } from './DelawareShareFields';
import { FranchiseTaxPanel } from './FranchiseTaxPanel';
import { ScrollableTable } from './ScrollableTable';
import { YearTable } from './YearTable';
import { withLocationProbe } from '../../../.storybook/withLocationProbe';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Tools/CostCalculator',
  tags: ['stable'],
  component: CostCalculator,
  subcomponents: { CostInputsForm, DelawareShareFields, AmountField, YearTable, FranchiseTaxPanel, ComparisonTable, ScrollableTable, ComparisonChart, ComparisonBars, CostSources },
  args: { heading: costCalculatorHeading, facts: costFacts, labels: costCalculatorLabels, animateChart: false },
  parameters: {
    route: '/costs',
    routePattern: '/costs',
    docs: {
      description: {
        component: `**What it is for.** What a US company costs in one state year by year (formation, yearly state fee or tax, federal filings, optionally one of our plans), and all nine states compared cheapest first in a table and a chart, each figure with its source. The choices live in the address (?state=WY&years=3), so a result can be shared. Used on /costs only.

**When not to use it.** For our plan prices use PricingTabs; for deadlines, ComplianceCalendar.

**Content rules.** Figures from \`src/content/stateCosts.ts\`, words from \`src/content/costCalculator.ts\`. Every fee carries its sources and last-checked date; an unconfirmed one is \`null\` and reads "Varies, check with the state", never a guess. State names, LLC, C-Corp, IRS and Form 5472 stay in English; amounts are US dollars.

**Keyboard and screen reader.** The fields are a form named by the h2: native selects, plus Delaware share fields for a C-Corp. A value that cannot be used gets a note tied to its field (*UnknownStateInLink*). The total line is a polite live region. Both tables have captions and scroll in focusable named regions; the chosen state's row is \`aria-current\`. The chart is hidden from screen readers: the table has its figures. Layout mirrors right to left (*Arabic*).

**Do / Don't.**
- Do: share a result as a link (*ChooseStateYearsAndPlan*).
- Do: show both Delaware methods, the lower marked (*DelawareCCorp*).
- Don't: drop a bad value silently: it stays with a note and the last valid figure counts (*DelawareCCorp*).
- Don't: soften California's warning note (*CaliforniaWarning*).

**Status.** Stable: used on /costs. Interaction tests, axe in both schemes and screenshots on every story; the math has unit tests.`,
      },
    },
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof CostCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Args = Pick<CostCalculatorProps, 'facts' | 'labels'>;

/** A piece of text to match as it is, inside a pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The summary line for a state, kind of company, years and total, in the story's language. */
function summary({ facts, labels }: Args, state: StateCode, type: CompanyType, years: number, total: number) {
  return shown(labels.yearTable.summary(facts.states[state].name, labels.typeNames[type], years, labels.money(total)));
}

/** The comparison table of a kind of company over some years. */
function comparisonTable(root: HTMLElement, { labels }: Args, type: CompanyType, years: number) {
  return within(root).getByRole('table', { name: labels.comparison.caption(labels.typeNames[type], years) });
}

/** The names of the states in the comparison table, top to bottom. */
function comparisonOrder(table: HTMLElement) {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/ \(.*\)$/, ''));
}

/** The defaults: a Wyoming single-member LLC over three years, every state cheapest first. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { facts, labels } = args;
    const { money, yearTable } = labels;
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent(summary(args, 'WY', 'smllc', 3, 220));
    const years = canvas.getByRole('table', { name: yearTable.caption(facts.states.WY.name, labels.typeNames.smllc, 3) });
    await expect(
      within(years)
        .getAllByRole('row')
        .map((row) => row.lastElementChild?.textContent),
    ).toEqual([yearTable.total, money(100), money(60), money(60), money(220)]);
    await expect(
      within(years)
        .getByRole('rowheader', { name: yearTable.yearLabel(2) })
        .closest('tr'),
    ).toHaveTextContent(shown(yearTable.filingFee(facts.federal.smllc.map((filing) => filing.name).join(', '), money(0))));
    const cheapestFirst: StateCode[] = ['NM', 'MT', 'CO', 'WY', 'TX', 'FL', 'DE', 'NV', 'CA'];
    await expect(comparisonOrder(comparisonTable(canvasElement, args, 'smllc', 3))).toEqual(cheapestFirst.map((code) => facts.states[code].name));
    // A source opens in a new tab: Wyoming's license tax cites its statute.
    const statute = facts.states.WY.llc.annual.fee.sources[0].label;
    await expect(canvas.getAllByRole('link', { name: new RegExp(statute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })[0]).toHaveAttribute('target', '_blank');
    const checked = labels.sources.lastChecked('2026-11-24');
    await expect(canvas.getAllByText((text) => text.includes(checked)).length).toBeGreaterThan(9);
  },
};

/** Choosing another state, more years and a plan recalculates and writes the inputs to the address. */
export const ChooseStateYearsAndPlan: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { facts, labels } = args;
    const delaware = facts.states.DE.name;
    await userEvent.selectOptions(canvas.getByLabelText(labels.form.state), delaware);
    await userEvent.selectOptions(canvas.getByLabelText(labels.form.years), labels.form.yearsOption(5));
    await waitFor(() => expect(canvas.getByTestId('cost-summary')).toHaveTextContent(summary(args, 'DE', 'smllc', 5, 1310)));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/costs?state=DE&type=smllc&years=5');
    // Picked by its option, found by name: selectOptions compares a label with the option's HTML, where a
    // no-break space in an amount ('6900 US$') is written `&nbsp;`.
    const plans = canvas.getByLabelText(labels.form.plan);
    const plan = facts.plans.find((candidate) => candidate.id === 'formation-llc')!;
    await userEvent.selectOptions(plans, within(plans).getByRole('option', { name: plan.label }));
    await waitFor(() => expect(canvas.getByTestId('cost-summary')).toHaveTextContent(summary(args, 'DE', 'smllc', 5, 8210)));
    await expect(canvas.getByTestId('location')).toHaveTextContent('plan=formation-llc');
    const years = canvas.getByRole('table', { name: labels.yearTable.caption(delaware, labels.typeNames.smllc, 5) });
    const comparison = comparisonTable(canvasElement, args, 'smllc', 5);
    await expect(within(years).getByRole('columnheader', { name: labels.yearTable.plan })).toBeVisible();
    await expect(within(comparison).getByRole('columnheader', { name: labels.comparison.plan })).toBeVisible();
    const chosen = within(comparison)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    await expect(chosen).toHaveTextContent(new RegExp(`^${literal(`${delaware} (${labels.comparison.yourChoice})`)}`));
  },
};

/** A Delaware C-Corp: both franchise tax methods, the lower one used; a bad share count keeps the last valid one. */
export const DelawareCCorp: Story = {
  parameters: { route: '/costs?state=DE&type=ccorp&years=2' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { labels } = args;
    await expect(canvas.getByTestId('franchise-authorizedShares')).toHaveTextContent(shown(labels.money(85165)));
    await expect(canvas.getByTestId('franchise-assumedParValue')).toHaveTextContent(shown(labels.money(400)));
    await expect(canvas.getByText(labels.franchiseTax.lower)).toBeVisible();
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent(summary(args, 'DE', 'ccorp', 2, 559));

    const shares = canvas.getByLabelText(labels.form.authorizedShares);
    await userEvent.clear(shares);
    await userEvent.type(shares, '5000');
    await waitFor(() => expect(canvas.getByTestId('franchise-authorizedShares')).toHaveTextContent(shown(labels.money(175))));
    await expect(canvas.getByTestId('location')).toHaveTextContent('shares=5000');

    await userEvent.type(shares, 'x');
    await expect(shares).toHaveValue('5000x');
    await expect(shares).toHaveAccessibleDescription(labels.problems.notAWholeNumber('5000x', ''));
    await expect(canvas.getByTestId('franchise-authorizedShares')).toHaveTextContent(shown(labels.money(175)));
    await userEvent.type(shares, '{Backspace}');
    await waitFor(() => expect(shares).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** An unknown state and too many years in a shared link: the defaults, with a note next to each field. */
export const UnknownStateInLink: Story = {
  parameters: { route: '/costs?state=ZZ&years=9' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { labels } = args;
    await expect(canvas.getByLabelText(labels.form.state)).toHaveValue('WY');
    await expect(canvas.getByLabelText(labels.form.state)).toHaveAccessibleDescription(labels.problems.unknownState('ZZ', 'WY'));
    await expect(canvas.getByLabelText(labels.form.years)).toHaveAccessibleDescription(labels.problems.yearsOutOfRange('9', labels.form.yearsOption(3)));
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent(summary(args, 'WY', 'smllc', 3, 220));
  },
};

/** California, the warning case. */
export const CaliforniaWarning: Story = {
  parameters: { route: '/costs?state=CA&years=1', visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(shown(args.facts.states.CA.warning!));
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent(summary(args, 'CA', 'smllc', 1, 870));
  },
};

export const Phone: Story = {
  parameters: { route: '/costs?state=NV&type=mmllc&years=2' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByTestId('cost-summary')).toHaveTextContent(summary(args, 'NV', 'mmllc', 2, 775));
  },
};

export const Tablet: Story = {
  parameters: { route: '/costs?state=DE&type=ccorp&years=3&plan=mailbox-grow' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByTestId('cost-summary')).toHaveTextContent(summary(args, 'DE', 'ccorp', 3, 4573));
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
