import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { planYourCompany } from '../../content/home';
import { PlanYourCompany } from './PlanYourCompany';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Tools/PlanYourCompany',
  tags: ['stable'],
  component: PlanYourCompany,
  args: planYourCompany,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** A band in the brand colour on the formation home (/ and /home-1-dark), under the services, leading to the free planning tools: the launch plan (/launch-plan), the cost calculator (/costs), the country check (/eligibility) and the compliance calendar (/compliance-calendar).

**When not to use it.** It only points to the tools; the tools themselves are *LaunchPlan*, *CostCalculator*, *CountryCheck* and *ComplianceCalendar*. For services use *ServicesGrid*.

**Content rules.** Words come from \`planYourCompany\` in \`src/content/home.ts\`. Heading: eyebrow and title up to 4 words each, one sentence. Each card: title 2 words, one sentence of up to about 25 words, a 3-word link starting with a verb ("Compare state costs"). A fee or form named on a card (Form 5472's $25,000 penalty) must match what the tool shows with its source. IRS, form and state names stay in English.

**Keyboard and screen reader.** Nothing to operate but four links. The band is a region named by its h2; each card is a region named by its h3 holding one link, in card order. The arrow after each link is hidden from screen readers and points left right to left (*Arabic*).

**Do / Don't.**
- Do: keep the tools side by side on desktop (*Playground*).
- Do: check the cards stack one per row on a phone (*Phone*).
- Don't: put a figure on a card that the tool's page does not source.

**Status.** Stable: used on the formation home. Interaction tests in *Playground* and *Arabic*; axe on every story; screenshots for all three stories.`,
      },
    },
  },
} satisfies Meta<typeof PlanYourCompany>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four tools, each with a link to its page. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = [
      ['launchPlan', '/launch-plan'],
      ['costs', '/costs'],
      ['eligibility', '/eligibility'],
      ['calendar', '/compliance-calendar'],
    ] as const;
    const tools = pages.map(([id, href]) => ({ ...args.tools.find((tool) => tool.id === id)!, href }));
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(tools.map((tool) => tool.title));
    for (const tool of tools) {
      await expect(canvas.getByRole('link', { name: tool.cta.label })).toHaveAttribute('href', tool.href);
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
