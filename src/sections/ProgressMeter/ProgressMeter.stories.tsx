import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { progressItems } from '../../content/progress';
import { ui } from '../../content/ui';
import { ProgressMeter } from './ProgressMeter';
import { arabicStory } from '../../../.storybook/arabicStory';
import { scrollsItsPage } from '../../../.storybook/docs/scrollsItsPage';
import { asShipped } from '../../../.storybook/asShipped';

const item = progressItems.find((entry) => entry.maxValue === 89) ?? progressItems[0];

const meta = {
  title: 'Sections/Marketing/ProgressMeter',
  tags: ['stable'],
  component: ProgressMeter,
  args: { title: item.title, maxValue: item.maxValue, valueText: ui.progress.valueText, animate: false },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** One ring meter: a percentage in the ring and a title under it. Once half of it is on screen it counts up from 0, by 5 every 50 ms, to its value. It is a part of *Experience*, which shows three side by side on the formation home (/ and /home-1-dark) and the showcase home (/home-3 and /home-3-dark); no page places it alone.

**When not to use it.** For large figures and counts use *Counters*; for skills in a profile, the bars in *TeamProfile*. Not for the progress of a task: it counts up once, to a fixed value.

**Content rules.** Titles and values from \`src/content/progress.ts\`, the spoken value from \`ui.progress.valueText\` in \`src/content/ui.ts\`. Title up to four words; it wraps under the ring. The value is a whole percentage from 0 to 100, and must stay true.

**Keyboard and screen reader.** Nothing to operate. The ring is a progress bar named by the title under it and read through \`aria-valuetext\` ("Bank accounts opened online: 89%"); the figure in the ring is hidden from screen readers. Under reduced motion, or with \`animate\` off, the final value shows at once. On the site the count is the page's head script (\`src/platform/countUp.ts\`), not an island: the HTML holds 89 for a reader without scripts, and the script takes the ring back to 0 before it is painted; this story arms the same script. Centred, it looks the same right to left (*Arabic*).

**Do / Don't.**
- Do: review it with \`animate: false\`, as in *Final*, so the ring is full.
- Do: expect it to wait at 0 below the fold and count up once in view (*CountsUpWhenVisible*).
- Don't: use it for a fee or deadline: there is no place for a source.

**Status.** Stable: used inside Experience on the formation and showcase homes. Interaction tests in *Final*, *CountsUpWhenVisible* and *Arabic*; the count on the built site, every step and its spoken value, in three languages (\`scripts/site/behaviour/motion.spec.ts\`); axe on every story; screenshots for *Final* and *Arabic*.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: 6, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProgressMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The final state, shown at once (also what reduced motion gets). */
export const Final: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const meter = within(canvasElement).getByRole('progressbar', { name: args.title });
    await expect(meter).toHaveAttribute('aria-valuenow', '89');
    await expect(meter).toHaveAttribute('aria-valuetext', args.valueText(args.title, 89));
    await expect(within(canvasElement).getByText('89%')).toBeVisible();
  },
};

/** Waits below the fold at 0, then counts up to 89 once scrolled into view. */
export const CountsUpWhenVisible: Story = {
  args: { animate: true },
  decorators: [
    (Story) => (
      <Box>
        <Box sx={{ height: '150vh' }} />
        <Story />
        <Box sx={{ height: '50vh' }} />
      </Box>
    ),
  ],
  // The end state matches Final; the rest is timing, not looks.
  parameters: { ...scrollsItsPage, visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const meter = within(canvasElement).getByRole('progressbar', { name: args.title });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    meter.scrollIntoView({ block: 'center', behavior: 'instant' });
    await waitFor(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(Number(meter.getAttribute('aria-valuenow'))).toBeLessThan(89);
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '89'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(meter).toHaveAttribute('aria-valuenow', '89');
    await expect(within(canvasElement).getByText('89%')).toBeVisible();
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Final);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
