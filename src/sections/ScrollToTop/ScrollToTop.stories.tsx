import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellLabels } from '../../content/shellLabels';
import { ScrollToTop } from './ScrollToTop';
import { scrollsItsPage } from '../../../.storybook/docs/scrollsItsPage';
import { asShipped } from '../../../.storybook/asShipped';

/** A page long enough to scroll past the threshold, for the stories that scroll. */
const longPage: Decorator = (Story) => (
  <Box sx={{ height: 3000, p: 4 }}>
    <Typography>Scroll down: the button appears in the bottom corner once the page is 200 px down.</Typography>
    <Story />
  </Box>
);

const meta = {
  title: 'Sections/Layout/ScrollToTop',
  tags: ['stable'],
  component: ScrollToTop,
  args: { label: shellLabels.common.backToTop, threshold: 200 },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** A round back-to-top button in the bottom corner, over the page, that appears once the visitor has scrolled 200 px down and takes them back to the top. Every page has it through the app shell; its code loads the first time a page is scrolled that far.

**When not to use it.** Do not place it inside a section: the app shell shows one per page. For jumps within a page use in-page links.

**Content rules.** One label, heard by screen readers only: "Back to top", from \`common.backToTop\` in \`src/content/shellLabels.ts\`, translated with the rest of the shell. Keep it short and literal.

**Keyboard and screen reader.** A button named by its label. Until the page is scrolled past the threshold it is hidden from everyone. Pressing it scrolls to the top, smoothly, or at once under reduced motion. It moves no focus.

**Do / Don't.**
- Do: keep the 200 px threshold the site uses, as in *ShowsAndScrollsUp*.
- Do: review its look in *Shown*, which shows it without scrolling.
- Don't: show it at the top of a page (*HiddenAtTop*).

**Status.** Stable: on every page through the app shell. Interaction tests in all three stories; axe on every story; screenshots for *Shown*.`,
      },
    },
  },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button as a visitor sees it once they have scrolled down (threshold -1 shows it at the top). */
export const Shown: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  args: { threshold: -1 },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 320, p: 4 }}>
        <Typography>The button sits in the bottom corner, over the page, and takes the visitor back to the top.</Typography>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('button', { name: args.label })).toBeVisible();
  },
};

export const HiddenAtTop: Story = {
  decorators: [longPage],
  parameters: { ...scrollsItsPage, visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('button', { name: args.label })).not.toBeInTheDocument();
  },
};

export const ShowsAndScrollsUp: Story = {
  decorators: [longPage],
  parameters: { ...scrollsItsPage, visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    window.scrollTo({ top: 150, behavior: 'instant' });
    await new Promise((r) => setTimeout(r, 50));
    await expect(within(canvasElement).queryByRole('button', { name: args.label })).not.toBeInTheDocument();
    window.scrollTo({ top: 600, behavior: 'instant' });
    const button = await within(canvasElement).findByRole('button', { name: args.label });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
