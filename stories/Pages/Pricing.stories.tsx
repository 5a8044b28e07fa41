import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentLinks } from '../../src/content/paymentLinks';
import { site } from '../../src/content/site';
import PricingPage from '../../src/pages/Pricing';
import { withLocationProbe } from '../../.storybook/withLocationProbe';

const meta = {
  title: 'Pages/Pricing',
  tags: ['stable'],
  component: PricingPage,
  parameters: {
    route: '/pricing?tab=banking',
    routePattern: '/pricing',
    docs: {
      description: {
        component:
          "**What it is for.** /pricing: the plans by tab (incorporations, banking, phone, mail), a shared link opening on its tab.\n\n**When not to use it.** The founder's own total with state fees: *Costs*.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.",
      },
    },
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /pricing?tab=banking: a shared link opens on Online banking; another tab rewrites the link. */
export const SharedLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Online banking');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('link', { name: /^Buy Plus/ })).toHaveAttribute('href', paymentLinks['banking-plus']);
    await expect(within(panel).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us?plan=Essential');

    await userEvent.click(canvas.getByRole('tab', { name: 'Incorporations' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=incorporations'));
    await expect(within(canvas.getByRole('tabpanel')).getByRole('link', { name: /^Start in the portal/ })).toHaveAttribute('href', site.portalSignInUrl);
    // Back to the shared tab for the screenshot.
    await userEvent.click(canvas.getByRole('tab', { name: 'Online banking' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=banking'));
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
