import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { progressItems } from '../../content/progress';
import { ui } from '../../content/ui';
import { ProgressMeter } from './ProgressMeter';
import { arabicStory } from '../../../.storybook/arabicStory';

const item = progressItems.find((entry) => entry.maxValue === 89) ?? progressItems[0];

const meta = {
  title: 'Sections/ProgressMeter',
  component: ProgressMeter,
  args: { title: item.title, maxValue: item.maxValue, valueText: ui.progress.valueText, animate: false },
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
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('progressbar', { name: item.title });
    await expect(meter).toHaveAttribute('aria-valuenow', '89');
    await expect(meter).toHaveAttribute('aria-valuetext', `${item.title}: 89%`);
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
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('progressbar', { name: item.title });
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

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Final);
