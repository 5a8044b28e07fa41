import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Loader } from './Loader';

const meta = {
  title: 'Sections/Loader',
  component: Loader,
  args: { brandName: 'StarBridge Formation', label: 'Loading StarBridge Formation', durationMs: null },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Held on screen for review. */
export const Showing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading StarBridge Formation' })).toBeVisible();
  },
};

/** On the site it leaves after 1200 ms; here after 200 ms so the test is quick. */
export const Leaves: Story = {
  args: { durationMs: 200 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const loader = within(canvasElement).getByTestId('site-loader');
    await expect(loader).toBeVisible();
    await waitFor(() => expect(loader).not.toBeVisible());
  },
};
