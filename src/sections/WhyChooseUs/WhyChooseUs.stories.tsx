import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { whyChooseUs } from '../../content/home';
import { WhyChooseUs } from './WhyChooseUs';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Marketing/WhyChooseUs',
  tags: ['stable'],
  component: WhyChooseUs,
  args: whyChooseUs,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Why founders pick us: the pitch and a button beside four short reasons. It sits on Home 1 (/) and the business home (/business).

**When not to use it.** For the company's values use *MissionValues*; for what every order includes use *PackageBlocks*; for how the registered agent works, step by step, use *DutyGrid*.

**Content rules.** From \`whyChooseUs\` in \`src/content/home.ts\`: a title of up to about seven words, one sentence under it, four reasons (a title of up to five words and one sentence each) and a two-word button label ("Compare plans"). Concrete claims, no superlatives; a claim about prices or fees must stay true of /pricing.

**Keyboard and screen reader.** The section is a region named by its h2; each reason is an h3 in a list. The only thing to operate is the button link; its arrow is mirrored right to left.

**Do / Don't.**
- Do: on a paper band use \`background: 'paper'\`, as in *OnPaper*; the reasons switch to the default colour so they still stand out.
- Do: keep an even number of reasons: they sit two by two beside the pitch, one per row on a phone (*Playground*, *Phone*).

**Status.** Stable: used on Home 1 and /business. *Playground* has a play function; *Arabic* checks right to left. Every story is checked by axe and screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof WhyChooseUs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: args.heading.title });
    await expect(within(section).getByText(args.heading.eyebrow!)).toBeVisible();
    const points = within(section).getAllByRole('listitem');
    await expect(points).toHaveLength(args.points.length);
    for (const point of args.points) {
      await expect(within(section).getByRole('heading', { level: 3, name: point.title })).toBeVisible();
    }
    await expect(within(section).getByRole('link', { name: args.cta.label })).toHaveAttribute('href', args.cta.to);
  },
};

export const OnPaper: Story = {
  args: { background: 'paper' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
