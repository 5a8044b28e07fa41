import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { launchPlanChoices, launchPlanFacts, launchPlanFile, launchPlanHeading, launchPlanLabels } from '../../content/launchPlan';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { BlockedSteps } from './BlockedSteps';
import { LaunchPlan } from './LaunchPlan';
import { PlanPrintSheet } from './PlanPrintSheet';
import { PlanQuestions } from './PlanQuestions';
import { PlanStepCard } from './PlanStepCard';
import { PlanTimeline } from './PlanTimeline';

const meta = {
  title: 'Sections/LaunchPlan',
  component: LaunchPlan,
  subcomponents: { PlanQuestions, PlanTimeline, PlanStepCard, BlockedSteps, PlanPrintSheet },
  args: { heading: launchPlanHeading, facts: launchPlanFacts, choices: launchPlanChoices, labels: launchPlanLabels, file: launchPlanFile, query: '' },
  parameters: {
    route: '/launch-plan',
    docs: {
      description: {
        component: `**What it is for.** On /launch-plan: a founder answers up to eight questions (country and citizenship, LLC or C-Corp, state or "help me choose", owners, what and where they sell, bank and payments, start date) and reads every step in order, from the state filing to the first payout and the first filings, each with its days, documents, cost, who does it and its sources, dated from the start. The answers are the page's address, so a plan is shared and bookmarked as a link.

**When not to use it.** For one question alone use *CostCalculator* (costs), *CountryCheck* (countries) or *ComplianceCalendar* (24 months of deadlines); each links here from its result.

**Content rules.** It reads the facts those three read: fees from \`stateCosts.ts\` through the cost calculator's own math, rules from \`eligibility.ts\`, due dates from the calendar's rules. Only what none of them holds (each step's days, documents, who, and the IRS and FinCEN pages) is in \`src/content/launchPlan.ts\`. A third party's page is marked "(third-party summary)" beside its link.

**Keyboard and screen reader.** The questions are a plain GET form of labelled native selects and a date field; its button opens the page with the answers. The plan's summary is a status region; the timeline and the steps are ordered lists, each step headed by an h5 named "Step n"; the timeline's bars are hidden from assistive technology (each row's dates are its text). A sanctioned residence shows an error alert first, then each blocked step and its rule.

**Do / Don't.**
- Do: open shared addresses as *SharedLink* does; print the page to see *PlanPrintSheet* on paper.
- Don't: type a fee, a date or a rule into the labels; change the facts modules.

**Status.** New: used on /launch-plan. Unit tests build ten founder profiles (\`src/content/launchPlan.test.ts\`); the built site is driven with and without JavaScript in \`scripts/site/launchPlan.spec.ts\`.`,
      },
    },
  },
} satisfies Meta<typeof LaunchPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default plan: one owner in Nigeria, a Wyoming LLC selling software worldwide through Stripe. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: args.labels.form.residence })).toHaveValue('NG');
    await expect(canvas.getByRole('heading', { level: 5, name: shown(args.labels.steps.stateFiling) })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 5, name: shown(args.labels.steps.boi) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: shown(args.labels.export.ics) })).toHaveAttribute('href', expect.stringMatching(/^data:text\/calendar/));
  },
};

/** A shared link: two owners in Brazil, a Delaware C-Corp whose founders' shares vest: the 83(b) election is dated. */
export const SharedLink: Story = {
  // Laid out as Playground is; its play checks the plan the address asks for. Not photographed: a
  // second whole plan would weigh 0.6 MB of baselines for no new layout.
  parameters: { route: '/launch-plan?country=BR&type=corp-vesting&state=DE&owners=2&sells=software&market=us&payments=stripe&start=2027-01-04', visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: args.labels.form.type })).toHaveValue('corp-vesting');
    await expect(canvas.getByRole('heading', { level: 5, name: shown(args.labels.steps.election83b) })).toBeVisible();
  },
};

/** A resident of Iran: no plan, every step blocked and why. */
export const Sanctioned: Story = {
  // The section's picture in dark: the refusal's colours, on a page a fifth of a whole plan's height.
  parameters: { route: '/launch-plan?country=IR', visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** "Help me choose" as the state: the plan points to the cost calculator and leaves the state's figures out. */
export const HelpChoose: Story = {
  // Laid out as Playground is; its play checks the link to the cost calculator. Not photographed (as SharedLink).
  parameters: { route: '/launch-plan?country=IN&state=help&payments=none', visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: shown(args.labels.plan.chooseStateLink) })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { route: '/launch-plan?country=DE&state=DE&market=us' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);
