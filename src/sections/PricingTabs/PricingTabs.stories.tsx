import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pricingHeading, pricingTabs } from '../../content/pricing';
import { paymentLinks } from '../../content/paymentLinks';
import { planHref } from './planHref';
import { site } from '../../content/site';
import { ui } from '../../content/ui';
import type { PricingTab, PricingTabId } from '../../types/content';
import { PricingTabs } from './PricingTabs';
import { PlanCard } from './PlanCard';
import { PlanGrid } from './PlanGrid';
import { PlanPanel } from './PlanPanel';
import { PlanTabList } from './PlanTabList';
import { withLocationProbe } from '../../../.storybook/withLocationProbe';
import { arabicStory } from '../../../.storybook/arabicStory';
import { storyLocale } from '../../../.storybook/storyLocale';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Services and pricing/PricingTabs',
  tags: ['stable'],
  component: PricingTabs,
  subcomponents: { PlanTabList, PlanPanel, PlanGrid, PlanCard },
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

**Content rules.** From \`pricingHeading\` and \`pricingTabs\` in \`src/content/pricing.ts\`; payment links from \`paymentLinks.ts\`. Plan names (LLC, Custom, Grow…) and the Mail Box tab stay in English; the other tabs are translated. Prices in US dollars; per plan a one- or two-sentence description, up to seven features, and refund terms linking to /refunds (still a proposal to confirm). One highlighted plan per tab (LLC in *Playground*). State fees are not quoted here: /costs carries them with sources.

**Keyboard and screen reader.** A tab list named "Plan categories": only the selected tab is in the tab order, and Tab moves on into its panel. Left and Right arrows move between tabs and select them (mirrored right to left). Each panel is labelled by its tab; the chosen tab goes into \`?tab=\` without a history entry. On the site the tabs need no island: the page's head script (\`tabsBehaviour.ts\`) runs them from the first paint; with JavaScript off the first tab shows. Portal and payment buttons open a new tab and say so; "Contact Us" opens \`/contact-us?plan=Custom\` in place.

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

/** A tab in the story's language, by its id. */
function tabOf(tabs: PricingTab[], id: PricingTabId) {
  const tab = tabs.find((entry) => entry.id === id);
  if (!tab) throw new Error(`no tab ${id}`);
  return tab;
}

/** A plan in the story's language, by its id. */
function planOf(tabs: PricingTab[], id: string) {
  const plan = tabs.flatMap((tab) => tab.plans).find((entry) => entry.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
}

/** What a tab's cards should show, as visiblePlans reads them: each name, and its price run into its period. */
const listed = (tab: PricingTab) => tab.plans.map((plan) => ({ name: plan.name, price: `${plan.price}${plan.period ?? ''}` }));

/** Matches an accessible name that starts with `start` (a button's label, before what it adds). */
const startsWith = (start: string) => (name: string) => name.startsWith(start);

/** Opens on the first tab: formation plans start in the agent portal, in a new tab. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { tabs, labels } = args;
    const incorporations = tabOf(tabs, 'incorporations');
    const llc = planOf(tabs, 'formation-llc');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs.map((tab) => tab.label));
    await expect(canvas.getByRole('tablist', { name: labels.tabList })).toBeVisible();
    const selected = canvas.getByRole('tab', { selected: true });
    await expect(selected).toHaveTextContent(incorporations.label);
    const panel = canvas.getByRole('tabpanel');
    await expect(selected).toHaveAttribute('aria-controls', panel.id);
    await expect(panel).toHaveAttribute('aria-labelledby', selected.id);
    await expect(visiblePlans(canvasElement)).toEqual(listed(incorporations));
    const portal = within(panel).getByRole('link', { name: startsWith(llc.buttonLabel) });
    await expect(portal).toHaveAttribute('href', site.portalSignInUrl);
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(portal).toHaveAccessibleName(`${llc.buttonLabel} ${labels.opensInNewTab}`);
    await expect(within(panel).getByRole('link', { name: planOf(tabs, 'formation-custom').buttonLabel })).toHaveAttribute('href', planHref(planOf(tabs, 'formation-custom'), args.links));
    // Every plan says what is refundable and links to the whole policy.
    await expect(within(panel).getByText(llc.refund!)).toBeVisible();
    const refundLinks = within(panel).getAllByRole('link', { name: labels.refundTerms!.label });
    await expect(refundLinks).toHaveLength(2);
    for (const link of refundLinks) await expect(link).toHaveAttribute('href', '/refunds');
  },
};

/** Clicking a tab shows its plans and writes it to the URL; payment buttons open a new tab. */
export const SwitchByClick: Story = {
  play: async ({ canvasElement, args }) => {
    const { tabs, labels } = args;
    const mailbox = tabOf(tabs, 'mailbox');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: mailbox.label }));
    await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(mailbox.label));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=mailbox');
    await expect(visiblePlans(canvasElement)).toEqual(listed(mailbox));
    const panel = canvas.getByRole('tabpanel');
    for (const id of ['mailbox-grow', 'mailbox-scale'] as const) {
      const link = within(panel).getByRole('link', { name: `${planOf(tabs, id).buttonLabel} ${labels.opensInNewTab}` });
      await expect(link).toHaveAttribute('href', paymentLinks[id]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const onRequest = within(panel).getByRole('link', { name: planOf(tabs, 'mailbox-custom').buttonLabel });
    await expect(onRequest).toHaveAttribute('href', planHref(planOf(tabs, 'mailbox-custom'), args.links));
    await expect(onRequest).not.toHaveAttribute('target');

    await userEvent.click(canvas.getByRole('tab', { name: tabOf(tabs, 'phone').label }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=phone'));
    await expect(within(canvas.getByRole('tabpanel')).getByRole('link', { name: planOf(tabs, 'phone-enterprise').buttonLabel })).toHaveAttribute(
      'href',
      planHref(planOf(tabs, 'phone-enterprise'), args.links),
    );
  },
};

/** Arrow keys move between tabs (roving focus), select them and update the URL. */
export const SwitchByKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { tabs } = args;
    const [incorporations, mailbox, phone] = (['incorporations', 'mailbox', 'phone'] as const).map((id) => tabOf(tabs, id));
    // Arrow keys follow the reading direction: right to left, the next tab is the one on the left.
    const [next, previous] = storyLocale(globals).dir === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: incorporations.label })).toHaveFocus();
    await userEvent.keyboard(next);
    const mailboxTab = canvas.getByRole('tab', { name: mailbox.label });
    await expect(mailboxTab).toHaveFocus();
    await waitFor(() => expect(mailboxTab).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=mailbox');
    await expect(visiblePlans(canvasElement).map((plan) => plan.name)).toEqual(mailbox.plans.map((plan) => plan.name));

    await userEvent.keyboard(next);
    await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(phone.label));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=phone');
    await expect(visiblePlans(canvasElement)).toEqual(listed(phone));

    await userEvent.keyboard(previous);
    await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(mailbox.label));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pricing?tab=mailbox');
    await expect(visiblePlans(canvasElement)).toEqual(listed(mailbox));
    // Only the selected tab is in the tab order; Tab moves on into its panel.
    await expect(canvas.getByRole('tab', { name: incorporations.label })).toHaveAttribute('tabindex', '-1');
  },
};

/** A shared link opens on the tab it names. */
export const SharedLink: Story = {
  parameters: { route: '/pricing?tab=banking' },
  play: async ({ canvasElement, args }) => {
    const { tabs } = args;
    const banking = tabOf(tabs, 'banking');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(banking.label);
    await expect(visiblePlans(canvasElement)).toEqual(listed(banking));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('link', { name: planOf(tabs, 'banking-essential').buttonLabel })).toHaveAttribute('href', planHref(planOf(tabs, 'banking-essential'), args.links));
    await expect(within(panel).getByRole('link', { name: startsWith(planOf(tabs, 'banking-pro').buttonLabel) })).toHaveAttribute('href', paymentLinks['banking-pro']);
  },
};

/** An unknown `tab` value falls back to the first tab. */
export const UnknownTab: Story = {
  parameters: { route: '/pricing?tab=gold', visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const incorporations = tabOf(args.tabs, 'incorporations');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(incorporations.label);
    await expect(visiblePlans(canvasElement).map((plan) => plan.name)).toEqual(incorporations.plans.map((plan) => plan.name));
  },
};

export const Phone: Story = {
  parameters: { route: '/pricing?tab=mailbox' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
