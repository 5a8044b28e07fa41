import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';

/** A page long enough to scroll past the threshold, for the stories that scroll. */
const longPage: Decorator = (Story) => (
  <Box sx={{ height: 3000, p: 4 }}>
    <Typography>Scroll down: the button appears in the bottom corner once the page is 200 px down.</Typography>
    <Story />
  </Box>
);

const meta = {
  title: 'Sections/ScrollToTop',
  component: ScrollToTop,
  args: { label: 'Back to top', threshold: 200 },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button as a visitor sees it once they have scrolled down (threshold -1 shows it at the top). */
export const Shown: Story = {
  args: { threshold: -1 },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 320, p: 4 }}>
        <Typography>The button sits in the bottom corner, over the page, and takes the visitor back to the top.</Typography>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Back to top' })).toBeVisible();
  },
};

export const HiddenAtTop: Story = {
  decorators: [longPage],
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  },
};

export const ShowsAndScrollsUp: Story = {
  decorators: [longPage],
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 150, behavior: 'instant' });
    await new Promise((r) => setTimeout(r, 50));
    await expect(within(canvasElement).queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    window.scrollTo({ top: 600, behavior: 'instant' });
    const button = await within(canvasElement).findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};
