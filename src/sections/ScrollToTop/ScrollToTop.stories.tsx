import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';

const meta = {
  title: 'Sections/ScrollToTop',
  component: ScrollToTop,
  args: { label: 'Back to top', threshold: 200 },
  decorators: [
    (Story) => (
      <Box sx={{ height: 3000, p: 4 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenAtTop: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  },
};

export const ShowsAndScrollsUp: Story = {
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
