import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { costCalculatorHeading, costCalculatorLabels, costFacts } from '../../content/costCalculator';
import { AmountField } from './AmountField';
import { ComparisonBars } from './ComparisonBars';
import { ComparisonChart } from './ComparisonChart';
import { ComparisonTable } from './ComparisonTable';
import { CostCalculator } from './CostCalculator';
import { CostInputsForm } from './CostInputsForm';
import { CostSources } from './CostSources';
import { DelawareShareFields } from './DelawareShareFields';
import { FranchiseTaxPanel } from './FranchiseTaxPanel';
import { ScrollableTable } from './ScrollableTable';
import { YearTable } from './YearTable';
import { withLocationProbe } from '../../../.storybook/withLocationProbe';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/CostCalculator',
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

/** The names of the states in the comparison table, top to bottom. */
function comparisonOrder(root: HTMLElement) {
  const table = within(root).getByRole('table', { name: /cheapest first/ });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/ \(.*\)$/, ''));
}

/** The defaults: a Wyoming single-member LLC over three years, every state cheapest first. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent('Single-member LLC owned from abroad in Wyoming: $220 over 3 years');
    const years = canvas.getByRole('table', { name: /in Wyoming, over 3 years/ });
    await expect(within(years).getAllByRole('row').map((row) => row.lastElementChild?.textContent)).toEqual(['Total', '$100', '$60', '$60', '$220']);
    await expect(within(years).getByRole('rowheader', { name: 'Year 2' }).closest('tr')).toHaveTextContent('Form 5472 + pro forma Form 1120: $0 fee');
    await expect(comparisonOrder(canvasElement)).toEqual(['New Mexico', 'Montana', 'Colorado', 'Wyoming', 'Texas', 'Florida', 'Delaware', 'Nevada', 'California']);
    await expect(canvas.getAllByRole('link', { name: /Wyo\. Stat\. §17-29-209/ })[0]).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByText(/last checked November 24, 2026/).length).toBeGreaterThan(9);
  },
};

/** Choosing another state, more years and a plan recalculates and writes the inputs to the address. */
export const ChooseStateYearsAndPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'Delaware');
    await userEvent.selectOptions(canvas.getByLabelText('Years to plan for'), '5 years');
    await waitFor(() => expect(canvas.getByTestId('cost-summary')).toHaveTextContent('in Delaware: $1,310 over 5 years'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/costs?state=DE&type=smllc&years=5');
    await userEvent.selectOptions(canvas.getByLabelText('Add one of our plans'), 'Incorporations: LLC ($6900 one time)');
    await waitFor(() => expect(canvas.getByTestId('cost-summary')).toHaveTextContent('$8,210 over 5 years'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('plan=formation-llc');
    await expect(canvas.getAllByRole('columnheader', { name: 'Our plan' })).toHaveLength(2);
    const chosen = within(canvas.getByRole('table', { name: /cheapest first/ })).getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    await expect(chosen).toHaveTextContent(/^Delaware \(your choice\)/);
  },
};

/** A Delaware C-Corp: both franchise tax methods, the lower one used; a bad share count keeps the last valid one. */
export const DelawareCCorp: Story = {
  parameters: { route: '/costs?state=DE&type=ccorp&years=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('franchise-authorizedShares')).toHaveTextContent('$85,165');
    await expect(canvas.getByTestId('franchise-assumedParValue')).toHaveTextContent('$400');
    await expect(canvas.getByText('Lower, the one used here')).toBeVisible();
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent('C-Corp in Delaware: $559 over 2 years');

    const shares = canvas.getByLabelText('Authorized shares');
    await userEvent.clear(shares);
    await userEvent.type(shares, '5000');
    await waitFor(() => expect(canvas.getByTestId('franchise-authorizedShares')).toHaveTextContent('$175'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('shares=5000');

    await userEvent.type(shares, 'x');
    await expect(shares).toHaveValue('5000x');
    await expect(shares).toHaveAccessibleDescription('"5000x" is not a whole number of shares; the last valid figure is used.');
    await expect(canvas.getByTestId('franchise-authorizedShares')).toHaveTextContent('$175');
    await userEvent.type(shares, '{Backspace}');
    await waitFor(() => expect(shares).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** An unknown state and too many years in a shared link: the defaults, with a note next to each field. */
export const UnknownStateInLink: Story = {
  parameters: { route: '/costs?state=ZZ&years=9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('State')).toHaveValue('WY');
    await expect(canvas.getByLabelText('State')).toHaveAccessibleDescription('We have no figures for the state "ZZ", so this shows Wyoming.');
    await expect(canvas.getByLabelText('Years to plan for')).toHaveAccessibleDescription('Choose between 1 and 5 years ("9" is not one), so this shows 3 years.');
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent('in Wyoming: $220 over 3 years');
  },
};

/** California, the warning case. */
export const CaliforniaWarning: Story = {
  parameters: { route: '/costs?state=CA&years=1', visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('California charges at least $800 a year');
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent('in California: $870 over 1 year');
  },
};

export const Phone: Story = {
  parameters: { route: '/costs?state=NV&type=mmllc&years=2' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('cost-summary')).toHaveTextContent('Multi-member LLC in Nevada: $775 over 2 years');
  },
};

export const Tablet: Story = {
  parameters: { route: '/costs?state=DE&type=ccorp&years=3&plan=mailbox-grow' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('cost-summary')).toHaveTextContent('C-Corp in Delaware');
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);
