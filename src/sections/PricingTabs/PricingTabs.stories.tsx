import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pricingHeading, pricingTabs } from '../../content/pricing';
import { paymentLinks } from '../../content/paymentLinks';
import { site } from '../../content/site';
import { ui } from '../../content/ui';
import { PricingTabs } from './PricingTabs';
import { PlanCard } from './PlanCard';
import { PlanGrid } from './PlanGrid';
import { PlanPanel } from './PlanPanel';
import { withLocationProbe } from '../../../.storybook/withLocationProbe';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/PricingTabs',
  component: PricingTabs,
  subcomponents: { PlanPanel, PlanGrid, PlanCard },
  args: {
    tabs: pricingTabs,
    heading: pricingHeading,
    labels: {
      tabList: ui.pricing.plansLabel,
      popular: ui.pricing.popular,
      opensInNewTab: ui.common.opensInNewTab,
      planFeatures: ui.pricing.planFeatures,
      refundTerms: { label: ui.pricing.refundTerms, to: '/refunds' },
    },
    links: { contactPath: '/contact-us', portalUrl: site.portalSignInUrl },
  },
  parameters: {
    route: '/pricing',
    docs: {
      description: {
        component: `**What it is for.** The plans, one tab per kind of service (Incorporations, Mail Box, Mobile Number, Online banking), each with plan cards: price, features, refund terms and a button. It is on /pricing and the business home (/business).

**When not to use it.** For one service paid monthly or yearly use *BillingToggle*.

**Content rules.** From \`pricingHeading\` and \`pricingTabs\` in \`src/content/pricing.ts\`; payment links from \`paymentLinks.ts\`. Plan names (LLC, Custom, Grow…) and the tabs Mail Box and Mobile Number stay in English. Prices in US dollars; per plan a one- or two-sentence description, up to seven features, and refund terms linking to /refunds (still a proposal to confirm). One highlighted plan per tab (LLC in *Playground*). State fees are not quoted here: /costs carries them with sources.

**Keyboard and screen reader.** A tab list named "Plan categories": only the selected tab is in the tab order, and Tab moves on into its panel. Left and Right arrows move between tabs and select them (mirrored right to left). Each panel is labelled by its tab; the chosen tab goes into \`?tab=\` without a history entry. Portal and payment buttons open a new tab and say so; "Contact Us" opens \`/contact-us?plan=Custom\` in place.

**Do / Don't.**
- Do: link to a tab with \`?tab=\`, as in *SharedLink*.
- Don't: link to an unknown \`tab\`; it falls back to the first (*UnknownTab*).

**Status.** Stable: used on /pricing and /business. Every story but *Phone* has a play function (*Arabic*: right to left). Axe checks every story; all but *UnknownTab* are screenshotted.`,
      },
    },
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof PricingTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names and prices of the plans in the visible tab panel. */
function visiblePlans(root: HTMLElement) {
  const panel = within(root).getByRole('tabpanel');
  return within(panel)
    .getAllByRole('article')
    .map((card) => ({
      name: within(card).getByRole('heading', { level: 3 }).textContent,
      price: card.querySelector('p')?.textContent,
    }));
}

/** Opens on the first tab: formation plans start in the agent portal, in a new tab. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Incorporations', 'Mail Box', 'Mobile Number', 'Online banking']);
    await expect(canvas.getByRole('tablist', { name: ui.pricing.plansLabel })).toBeVisible();
    const selected = canvas.getByRole('tab', { selected: true });
    await expect(selected).toHaveTextContent('Incorporations');
    const panel = canvas.getByRole('tabpanel');
    await expect(selected).toHaveAttribute('aria-controls', panel.id);
    await expect(panel).toHaveAttribute('aria-labelledby', selected.id);
    await expect(visiblePlans(canvasElement)).toEqual([
      { name: 'LLC', price: '$6900one time' },
      { name: 'Custom', price: 'On request' },
    ]);
    const portal = within(panel).getByRole('link', { name: /^Start in the portal/ });
    await expect(portal).toHaveAttribute('href', site.portalSignInUrl);
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(portal).toHaveAccessibleName('Start in the portal (opens in a new tab)');
    await expect(within(panel).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us?plan=Custom');
    // Every plan says what is refundable and links to the whole policy.
    await expect(within(panel).getByText(/Cancel before we file with the state and you get your money back in full/)).toBeVisible();
    const refundLinks = within(panel).getAllByRole('link', { name: 'Refund terms' });
    await expect(refundLinks).toHaveLength(2);
    for (const link of refundLinks) await expect(link).toHaveAttribute('href', '/refunds');
  },
};

/** Clicking a tab shows its plans and writes it to the URL; payment buttons open a new tab. */
export const SwitchByClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mail Box' }));
    await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Mail Box'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=mailbox');
    await expect(visiblePlans(canvasElement)).toEqual([
      { name: 'Grow', price: '$99/month' },
      { name: 'Scale', price: '$169/month' },
      { name: 'Custom', price: 'On request' },
    ]);
    const panel = canvas.getByRole('tabpanel');
    for (const [name, url] of [
      ['Buy Grow', paymentLinks['mailbox-grow']],
      ['Buy Scale', paymentLinks['mailbox-scale']],
    ]) {
      const link = within(panel).getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const onRequest = within(panel).getByRole('link', { name: 'Contact Us' });
    await expect(onRequest).toHaveAttribute('href', '/contact-us?plan=Custom');
    await expect(onRequest).not.toHaveAttribute('target');

    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile Number' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=phone'));
    await expect(within(canvas.getByRole('tabpanel')).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us?plan=Enterprise',
    );
  },
};

/** Arrow keys move between tabs (roving focus), select them and update the URL. */
export const SwitchByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Incorporations' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const mailbox = canvas.getByRole('tab', { name: 'Mail Box' });
    await expect(mailbox).toHaveFocus();
    await waitFor(() => expect(mailbox).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=mailbox');
    await expect(visiblePlans(canvasElement).map((plan) => plan.name)).toEqual(['Grow', 'Scale', 'Custom']);

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Mobile Number'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=phone');
    await expect(visiblePlans(canvasElement)).toEqual([
      { name: 'Starter', price: '$49/month' },
      { name: 'Business', price: '$99/month' },
      { name: 'Enterprise', price: 'On request' },
    ]);

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Mail Box'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=mailbox');
    await expect(visiblePlans(canvasElement)).toEqual([
      { name: 'Grow', price: '$99/month' },
      { name: 'Scale', price: '$169/month' },
      { name: 'Custom', price: 'On request' },
    ]);
    // Only the selected tab is in the tab order; Tab moves on into its panel.
    await expect(canvas.getByRole('tab', { name: 'Incorporations' })).toHaveAttribute('tabindex', '-1');
  },
};

/** A shared link opens on the tab it names. */
export const SharedLink: Story = {
  parameters: { route: '/pricing?tab=banking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Online banking');
    await expect(visiblePlans(canvasElement)).toEqual([
      { name: 'Essential', price: 'On request' },
      { name: 'Plus', price: '$79/month' },
      { name: 'Pro', price: '$500/month' },
    ]);
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us?plan=Essential');
    await expect(within(panel).getByRole('link', { name: /^Buy Pro/ })).toHaveAttribute('href', paymentLinks['banking-pro']);
  },
};

/** An unknown `tab` value falls back to the first tab. */
export const UnknownTab: Story = {
  parameters: { route: '/pricing?tab=gold', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Incorporations');
    await expect(visiblePlans(canvasElement).map((plan) => plan.name)).toEqual(['LLC', 'Custom']);
  },
};

export const Phone: Story = {
  parameters: { route: '/pricing?tab=mailbox' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);
