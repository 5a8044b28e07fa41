import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { billingCycleHeading, billingCyclePlans } from '../../content/pricing';
import { paymentLinks } from '../../content/paymentLinks';
import { site } from '../../content/site';
import { ui } from '../../content/ui';
import { BillingToggle } from './BillingToggle';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/BillingToggle',
  component: BillingToggle,
  args: {
    heading: billingCycleHeading,
    cycles: billingCyclePlans,
    labels: {
      billingPeriod: ui.pricing.billingPeriod,
      popular: ui.pricing.popular,
      opensInNewTab: ui.common.opensInNewTab,
      planFeatures: ui.pricing.planFeatures,
    },
    links: { contactPath: '/contact-us', portalUrl: site.portalSignInUrl },
  },
} satisfies Meta<typeof BillingToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names and prices of the plans on show. */
const plans = (root: HTMLElement) =>
  within(root).getAllByRole('article').map((card) => ({
    name: within(card).getByRole('heading', { level: 3 }).textContent,
    price: card.querySelector('p')?.textContent,
  }));

/** Monthly billing first: three plans, each paid through its own payment link. */
export const Monthly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: ui.pricing.billingPeriod });
    await expect(within(group).getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'false');
    await expect(plans(canvasElement)).toEqual([
      { name: 'Monthly', price: '$99/month' },
      { name: 'Weekly', price: '$249.99/month' },
      { name: 'Daily', price: '$1449.99/month' },
    ]);
    const buy = canvas.getByRole('link', { name: 'Choose Weekly (opens in a new tab)' });
    await expect(buy).toHaveAttribute('href', paymentLinks['care-weekly']);
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The switch swaps the price list, and back; clicking the pressed button keeps it. */
export const SwitchToYearly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const yearly = canvas.getByRole('button', { name: 'Yearly' });
    await userEvent.click(yearly);
    await expect(yearly).toHaveAttribute('aria-pressed', 'true');
    await expect(plans(canvasElement)).toEqual([{ name: 'Yearly', price: '$68/month, billed yearly' }]);
    await expect(canvas.getByRole('link', { name: /^Choose Yearly/ })).toHaveAttribute('href', paymentLinks['care-yearly']);
    await userEvent.click(yearly);
    await expect(yearly).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Monthly' }));
    await expect(plans(canvasElement).map((plan) => plan.price)).toEqual(['$99/month', '$249.99/month', '$1449.99/month']);
    // Back to the yearly list for the screenshot.
    await userEvent.click(yearly);
    await expect(plans(canvasElement)).toHaveLength(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Monthly);
