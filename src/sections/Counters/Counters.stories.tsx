import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { counters } from '../../content/counters';
import { countersSection } from '../../content/home';
import { CounterFigure } from './CounterFigure';
import { Counters } from './Counters';
import { arabicStory } from '../../../.storybook/arabicStory';
import { scrollsItsPage } from '../../../.storybook/docs/scrollsItsPage';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Marketing/Counters',
  tags: ['stable'],
  component: Counters,
  // Each figure is a CounterFigure: its props are listed beside the band's on the Docs page.
  subcomponents: { CounterFigure },
  args: { counters, heading: countersSection, animate: false },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** A brand-coloured band of key figures that count up once when they scroll into view. Used on the business home (/business and /business-dark).

**When not to use it.** For percentages as rings use the meters in *Experience*. Fees, penalties and dates need a source, and the counters have no place for one.

**Content rules.** Figures and titles come from \`src/content/counters.ts\`; the optional heading (eyebrow and title) from \`countersSection\` in \`src/content/home.ts\`. Four counters fill a row on desktop, two per row on a phone. Titles 2 to 4 words; the suffix is one short mark (K, +). Each counter sets its start, step and end, and runs 2 s unless \`durationMs\` says otherwise. Keep figures true and current.

**Keyboard and screen reader.** Nothing to operate. With a heading the band is a region named by its h2; the figures are a list. The moving number is hidden from screen readers, which read the final figure once, then its title. With reduced motion, or \`animate\` off, the final values show at once. Mirrored right to left (*Arabic*).

**Do / Don't.**
- Do: keep to four figures, as in *Playground*.
- Do: expect the count to wait below the fold until half the list is on screen (*CountsUpInView*).
- Don't: drop the heading lightly: without it (*WithoutHeading*) the band is no named region.

**Status.** Stable: used on the business home. Interaction tests in *Playground*, *CountsUpInView* and *Arabic*; the count on the built site in three languages (\`scripts/site/behaviour/motion.spec.ts\`); axe on every story; screenshots for all but *CountsUpInView*.`,
      },
    },
  },
} satisfies Meta<typeof Counters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the figures read visually, leaving out the copy kept for screen readers. */
const visible = { ignore: 'script, style, .visually-hidden' };

/** A figure as Testing Library reads it: the no-break space of '276 mil' counts as a plain one. */
const figure = (value: number, suffix: string) => shown(`${value}${suffix}`);

/** Final values, as screenshots and reduced-motion visitors see them. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const counter of args.counters) {
      const final = figure(counter.maxValue, counter.suffix);
      await expect(canvas.getByText(final, visible)).toBeVisible();
      await expect(canvas.getByText(final, { selector: '.visually-hidden' })).toBeInTheDocument();
    }
    await expect(canvas.getByText(args.counters[0].title)).toBeVisible();
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Waits below the fold at its initial values, counts up once scrolled into view. */
export const CountsUpInView: Story = {
  args: { animate: true },
  decorators: [
    (Story) => (
      <>
        <Box sx={{ height: '150vh' }} />
        <Story />
      </>
    ),
  ],
  // The figures are mid-count at the end of the test: nothing stable to screenshot.
  parameters: { ...scrollsItsPage, visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [projects, , countries] = args.counters;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByText(figure(projects.initialValue, projects.suffix), visible)).toBeInTheDocument();
    await expect(canvas.getByText(figure(countries.initialValue, countries.suffix), visible)).toBeInTheDocument();
    // Screen readers get the final figure from the start.
    await expect(canvas.getByText(figure(projects.maxValue, projects.suffix), { selector: '.visually-hidden' })).toBeInTheDocument();
    canvas.getByText(projects.title).scrollIntoView({ block: 'center' });
    await waitFor(() => expect(canvas.queryByText(figure(projects.initialValue, projects.suffix), visible)).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText(figure(projects.maxValue, projects.suffix), visible)).toBeVisible());
    await expect(canvas.getByText(figure(countries.maxValue, countries.suffix), visible)).toBeVisible();
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
