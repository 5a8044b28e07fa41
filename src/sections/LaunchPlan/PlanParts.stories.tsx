import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { launchPlanChoices, launchPlanLabels } from '../../content/launchPlan';
import { shown } from '../../../.storybook/shown';
import { BlockedSteps } from './BlockedSteps';
import { PlanPrintSheet } from './PlanPrintSheet';
import { PlanQuestions } from './PlanQuestions';
import { PlanStepCard } from './PlanStepCard';
import { PlanTimeline } from './PlanTimeline';
import { launchPlanFacts } from '../../content/launchPlan';
import { type FounderProfile, buildLaunchPlan } from './plan';

/** The founders the stories show, planned from the site's facts in the story's language. */
const storyProfiles = {
  nigeria: { residence: 'NG', citizenship: null, type: 'llc', state: 'WY', owners: 1, sells: 'software', market: 'world', payments: 'stripe', start: '2027-01-04' },
  brazil: { residence: 'BR', citizenship: null, type: 'corp-vesting', state: 'DE', owners: 2, sells: 'software', market: 'us', payments: 'stripe', start: '2027-01-04' },
  iran: { residence: 'IR', citizenship: null, type: 'llc', state: 'WY', owners: 1, sells: 'software', market: 'world', payments: 'stripe', start: '2027-01-04' },
} satisfies Record<string, FounderProfile>;

const storyPlan = (name: keyof typeof storyProfiles) => buildLaunchPlan(storyProfiles[name], launchPlanFacts);

/*
 * The launch plan's parts, each on its own: the questions, one step, the timeline, the blocked
 * steps and the print sheet. The whole section is Sections/LaunchPlan.
 */
const meta = {
  title: 'Sections/LaunchPlan/Parts',
  parameters: {
    docs: {
      description: {
        component: `The parts *LaunchPlan* is made of, for reviewing each alone.

- **Questions** (*PlanQuestions*): a plain GET form; each select has a \`name\` that is the address's parameter, so it works with JavaScript off. An unknown value from the address is named under its field. Use it only inside *LaunchPlan*, which reads the answers back.
- **Step** (*PlanStepCard*): one list item: "Step n", the title (h5), its dates or due day, what happens, what the founder's country changes, who, how long, what is needed, cost, what missing it costs, and the sources with their last-checked date (*PlanSources*, each link drawn by the shared *SourceLink*, a third party's summary marked as such). Never write a figure into it: it shows the step the plan built.
- **Timeline** (*PlanTimeline*): the process steps as bars on one scale from the start; the bars are decoration, each row's dates are its text.
- **Blocked steps** (*BlockedSteps*): for a residence under sanctions, the reason first (an error alert with the OFAC source), then each step and the rule that blocks it, and a link to the country check. Polite and specific: never a plan that cannot work.
- **Print sheet** (*PlanPrintSheet*): the whole plan as one table for A4 and Letter; on the page it shows only when printed (the section's print styles hide the rest of the site).`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const nigeria = storyPlan('nigeria');
const brazil = storyPlan('brazil');
const iran = storyPlan('iran');

export const Questions: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  render: () => <PlanQuestions profile={storyProfiles.brazil} unknown={{ start: '2027-02-30' }} countries={launchPlanChoices.countries} states={launchPlanChoices.states} labels={launchPlanLabels} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: launchPlanLabels.form.state })).toHaveValue('DE');
    await expect(canvas.getByRole('combobox', { name: launchPlanLabels.form.residence })).toHaveAttribute('name', 'country');
    await expect(canvas.getByLabelText(launchPlanLabels.form.start)).toHaveAccessibleDescription(launchPlanLabels.form.unknown('2027-02-30'));
  },
};

/** The bank step of a founder living in Nigeria: the country's own rule shown as a condition. */
export const Step: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  render: () => (
    <ol style={{ listStyle: 'none', padding: 0 }}>
      <PlanStepCard step={nigeria.steps.find((s) => s.id === 'bank')!} number={5} profile={nigeria.profile} labels={launchPlanLabels} />
    </ol>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 5, name: shown(launchPlanLabels.steps.bank) })).toBeVisible();
  },
};

/** A filing step: the 83(b) election, due 30 days after the company exists. */
export const FilingStep: Story = {
  render: () => (
    <ol style={{ listStyle: 'none', padding: 0 }}>
      <PlanStepCard step={brazil.steps.find((s) => s.id === 'election83b')!} number={8} profile={brazil.profile} labels={launchPlanLabels} />
    </ol>
  ),
};

export const Timeline: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  render: () => <PlanTimeline steps={nigeria.steps.filter((s) => s.kind === 'process')} profile={nigeria.profile} labels={launchPlanLabels} />,
};

export const Blocked: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  render: () => <BlockedSteps blocked={iran.blocked!} country={launchPlanChoices.countries.find((c) => c.code === 'IR')!.name} profile={iran.profile} labels={launchPlanLabels} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** The sheet a founder prints: paper is white whatever the screen's scheme, so it is photographed in light only. */
export const PrintSheet: Story = {
  render: () => (
    <PlanPrintSheet
      plan={brazil}
      title={launchPlanLabels.print.title('Delaware', launchPlanLabels.form.types['corp-vesting'], brazil.profile.start)}
      address="https://starbridge.example/launch-plan?country=BR"
      labels={launchPlanLabels}
      onScreen
    />
  ),
};
