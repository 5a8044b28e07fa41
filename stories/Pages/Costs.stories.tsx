import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CostsPage from '../../src/pages/Costs';

const meta = {
  title: 'Pages/Costs',
  tags: ['stable'],
  component: CostsPage,
  parameters: {
    route: '/costs?state=DE&type=smllc&years=2',
    routePattern: '/costs',
    docs: {
      description: {
        component:
          "**What it is for.** /costs: the cost calculator, state fees and the service's price over the years a founder chooses, shared by its address.\n\n**When not to use it.** The service's plans alone, without state fees: *Pricing*.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.",
      },
    },
  },
} satisfies Meta<typeof CostsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared link opens on its inputs; changing the years recalculates. */
export const SharedLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cost Calculator' })).toBeVisible();
    await expect(canvas.getByTestId('cost-summary')).toHaveTextContent('in Delaware: $410 over 2 years');
    await userEvent.selectOptions(canvas.getByLabelText('Years to plan for'), '1 year');
    await waitFor(() => expect(canvas.getByTestId('cost-summary')).toHaveTextContent('in Delaware: $110 over 1 year'));
    await userEvent.selectOptions(canvas.getByLabelText('Years to plan for'), '2 years');
    await waitFor(() => expect(canvas.getByTestId('cost-summary')).toHaveTextContent('$410 over 2 years'));
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
