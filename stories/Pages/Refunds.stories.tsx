import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import RefundsPage from '../../src/pages/Refunds';

const meta = {
  title: 'Pages/Refunds',
  tags: ['stable'],
  component: RefundsPage,
  parameters: {
    route: '/refunds',
    routePattern: '/refunds',
    docs: {
      description: {
        component:
          '**What it is for.** /refunds: the refund policy, as the law and the plans state it.\n\n**When not to use it.** Prices or plans: *Pricing*.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
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
