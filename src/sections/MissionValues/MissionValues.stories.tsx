import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage } from '../../content/about';
import { MissionValues } from './MissionValues';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Marketing/MissionValues',
  tags: ['stable'],
  component: MissionValues,
  args: { heading: aboutPage.mission, values: aboutPage.values },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The company's mission above its values as numbered cards, so a visitor sees what they can hold us to. Used on About Us (/about-us), after AboutIntro.

**When not to use it.** For reasons to choose us with a call to action use WhyChooseUs; for the registered agent's duties, DutyGrid. It has no links or buttons, so it is not a way into other pages.

**Content rules.** From \`src/content/about.ts\` (\`aboutPage.mission\` and \`aboutPage.values\`). Title up to six words; mission text one sentence of about 30 words; four values, each a title of two or three words and one sentence of 15 to 20 words. Promises a client can check ("Every fee is on the pricing page"), no slogans. The numbers are added by the section, not written in the content.

**Keyboard and screen reader.** Nothing to operate. A region named by its h2, then an ordered list of values, each titled by an h3. The large numbers are decoration, hidden from screen readers; the list order carries them. The grid mirrors right to left (*Arabic*).

**Do / Don't.**
- Do: keep four values of like length, so they fill one row on desktop (*Playground*) and two by two on a tablet (*Tablet*).
- Don't: number the titles yourself: the cards show 01, 02 and so on.
- Don't: add a fifth value: the row holds four, and a fifth starts a row of its own.

**Status.** Stable: used on /about-us. Interaction tests in *Playground* and *Arabic*; axe in both schemes and screenshots on every story.`,
      },
    },
  },
} satisfies Meta<typeof MissionValues>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading.title })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(args.values.length);
    await expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(args.values.map((value) => value.title));
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
