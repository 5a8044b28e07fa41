import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { duties } from '../../content/duties';
import { dutiesSection } from '../../content/home';
import { DutyGrid } from './DutyGrid';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Services and pricing/DutyGrid',
  tags: ['stable'],
  component: DutyGrid,
  args: { heading: dutiesSection, duties },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** "How we work": what our registered agent does for a company, as numbered cards (three a row on desktop, two on a tablet, one on a phone), each a title and one sentence. Used on the formation home (/ and /home-1-dark) and the business home (/business and /business-dark).

**When not to use it.** For reasons to choose us use *WhyChooseUs*; for what every order includes, *PackageBlocks*; for the company's values, *MissionValues*. It has no links or buttons, so it is not a way into other pages.

**Content rules.** The heading from \`dutiesSection\` in \`src/content/home.ts\`, the duties from \`src/content/duties.ts\`. Six duties, each a title of two to five words in Title Case and one sentence of about 20 words. The numbers are written in the content ('01' to '06') and shown as given, so keep them in list order. Say what the agent does for the client, in plain words; "registered agent" is translated as each language's glossary says, and state names stay in English.

**Keyboard and screen reader.** Nothing to operate. A region named by its h2; the duties are an ordered list, each titled by an h3. The large numbers are hidden from screen readers; the list's own numbering carries them. The grid mirrors right to left (*Arabic*).

**Do / Don't.**
- Do: keep six duties of like length: two rows of three on desktop (*Playground*), three rows of two on a tablet (*Tablet*).
- Don't: skip or repeat a number: the eye sees the content's numbers, screen readers the list's.
- Don't: put a fee or deadline in a card: there is no place for its source.

**Status.** Stable: used on the formation and business homes. Interaction tests in *Playground* and *Arabic*; axe in both schemes and screenshots on every story.`,
      },
    },
  },
} satisfies Meta<typeof DutyGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: args.heading.title });
    await expect(within(section).getByText(args.heading.eyebrow!)).toBeVisible();
    const list = within(section).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent(`${args.duties[0].number}${args.duties[0].title}`);
    await expect(items[5]).toHaveTextContent(`${args.duties[5].number}${args.duties[5].title}`);
    await expect(within(items[2]).getByRole('heading', { level: 3, name: args.duties[2].title })).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Hovered, a duty's tile takes a brand-coloured border; beside it, the others at rest. */
export const Hover: Story = hoverStory<Story>('ol > li:first-child', 'ol:has(> li)');

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
