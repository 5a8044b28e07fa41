import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import RefundsPage from '../../src/pages/Refunds';

const meta = {
  title: 'Pages/Refunds',
  component: RefundsPage,
  parameters: { route: '/refunds', routePattern: '/refunds' },
} satisfies Meta<typeof RefundsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policy page, reached from Pricing: its breadcrumb leads back there. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refunds and Cancellation' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: /breadcrumb/i })).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  },
};
