import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { launchPlanLink } from '../../content/launchPlanLink';
import { LaunchPlanLink } from './LaunchPlanLink';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const meta = {
  title: 'Patterns/LaunchPlanLink',
  tags: ['stable'],
  component: LaunchPlanLink,
  args: { link: launchPlanLink, query: { state: 'WY', type: 'llc' } },
  decorators: [frame()],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The line under the answer of each planning tool (*CostCalculator*, *CountryCheck*, *ComplianceCalendar*) that opens the launch plan with what the tool already knows: the state and kind, or the country.

**Content rules.** The sentence and the link's words come from \`launchPlanLink\` in \`src/content/launchPlanLink.ts\`, the same in every tool; only \`query\` differs. Pass only the plan's own parameters (\`country\`, \`citizenship\`, \`type\`, \`state\`, \`owners\`).

**Keyboard and screen reader.** One link in a sentence, named by its words, styled as every inline link of the site.

**Status.** Stable. Checked by axe in both schemes and photographed in both.`,
      },
    },
  },
} satisfies Meta<typeof LaunchPlanLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the cost calculator or the calendar: the state and kind go into the plan's address. */
export const WithStateAndKind: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.link.label });
    await expect(link.getAttribute('href')).toMatch(/\/launch-plan\?state=WY&type=llc$/);
  },
};

/** From the country check: the country of residence. */
export const WithCountry: Story = {
  args: { query: { country: 'NG' } },
  // Drawn as WithStateAndKind is: only the address differs.
  parameters: { visual: { disable: true } },
};
