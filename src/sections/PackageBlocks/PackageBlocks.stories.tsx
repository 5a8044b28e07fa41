import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { packages } from '../../content/home';
import { PackageBlocks } from './PackageBlocks';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Services and pricing/PackageBlocks',
  tags: ['stable'],
  component: PackageBlocks,
  args: { packages },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** What every order includes, in two cards side by side on a paper band: the All Inclusive Package and Lifetime Support, each with an icon, a title, one sentence and a checklist. It comes right under the banner on the formation home (/ and /home-1-dark) and the business home (/business and /business-dark).

**When not to use it.** For reasons to choose us use *WhyChooseUs*; for plans and prices, *PricingTabs*; for the registered agent's duties, *DutyGrid*. It has no heading of its own and no links.

**Content rules.** From \`packages\` in \`src/content/home.ts\`; the icon is \`package\` or \`support\`. Title two or three words; one sentence of about 12 words; three or four checklist lines of up to seven words. Every line must stay true of the plans on /pricing.

**Keyboard and screen reader.** Nothing to operate. The band has no name; each card is a region named by its title, an h2, as it follows the banner's h1. The checklist is a list; icons and check marks are hidden from screen readers. Mirrored right to left (*Arabic*).

**Do / Don't.**
- Do: keep two cards of like length, side by side on desktop (*Playground*) and stacked on a phone (*Phone*).
- Don't: add a third card: it would start a row of its own.
- Don't: place it twice on a page: the titles' ids come from the package ids (\`package-1-title\`).

**Status.** Stable: used on the formation and business homes. Interaction tests in *Playground* and *Arabic*; axe in both schemes and screenshots on every story.`,
      },
    },
  },
} satisfies Meta<typeof PackageBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [allInclusive, lifetimeSupport] = args.packages;
    const inclusive = canvas.getByRole('region', { name: allInclusive.title });
    for (const item of allInclusive.items) {
      await expect(within(inclusive).getByText(item)).toBeVisible();
    }
    await expect(within(inclusive).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: lifetimeSupport.title })).toHaveTextContent(lifetimeSupport.text);
  },
};

/** Stacked on phones. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
