import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { billingCycleHeading, billingCyclePlans } from '../../content/pricing';
import { paymentLinks } from '../../content/paymentLinks';
import { site } from '../../content/site';
import { ui } from '../../content/ui';
import type { BillingCyclePlans } from '../../types/content';
import { BillingToggle } from './BillingToggle';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Services and pricing/BillingToggle',
  tags: ['stable'],
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
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Bookkeeping and compliance care plans with a Monthly/Yearly switch: the visitor compares the two price lists and buys a plan. It sits on Home 2 (/home-2, /home-2-dark).

**When not to use it.** For plans grouped by kind of service use *PricingTabs*.

**Content rules.** From \`billingCycleHeading\` and \`billingCyclePlans\` in \`src/content/pricing.ts\`; payment links from \`paymentLinks.ts\`. Heading title up to about six words. Per plan: a one-word name, a US-dollar price with its period, a one-sentence description, three or four features, a "Choose Weekly" button. These plan names say how often books are reconciled, so they are translated; IRS stays in English.

**Keyboard and screen reader.** The switch is a group named "Billing period" of two toggle buttons; \`aria-pressed\` marks the cycle shown, and pressing it again keeps it. The group is one tab stop: arrow keys move between the buttons (mirrored right to left), Enter or Space picks. Each plan is an article named by its h3, its features a list named "Weekly plan features". Buy buttons open a new tab and say so to screen readers.

**Do / Don't.**
- Do: highlight one plan per cycle, as in *Monthly* and *SwitchToYearly*.
- Do: state the saving in the yearly plan itself ("billed yearly"), as in *SwitchToYearly*.
- Don't: mix services across cycles; the switch only swaps the price list.

**Status.** Stable: used on Home 2. Play functions in *Monthly* and *SwitchToYearly*; *Arabic* checks right to left. Every story is checked by axe and screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof BillingToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names and prices of the plans on show. */
const plans = (root: HTMLElement) =>
  within(root)
    .getAllByRole('article')
    .map((card) => ({
      name: within(card).getByRole('heading', { level: 3 }).textContent,
      price: card.querySelector('p')?.textContent,
    }));

/** The cycle or plan with this id, in the story's language. */
function byId<T extends { id: string }>(entries: T[], id: T['id']) {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`nothing with id ${id}`);
  return entry;
}

/** What a cycle's cards should show, as `plans` reads them: each name, and its price run into its period. */
const listed = (cycle: BillingCyclePlans) => cycle.plans.map((plan) => ({ name: plan.name, price: `${plan.price}${plan.period ?? ''}` }));

/** Monthly billing first: three plans, each paid through its own payment link. */
export const Monthly: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const { cycles, labels } = args;
    const monthly = byId(cycles, 'monthly');
    const weekly = byId(monthly.plans, 'care-weekly');
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: labels.billingPeriod });
    await expect(within(group).getByRole('button', { name: monthly.label })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: byId(cycles, 'yearly').label })).toHaveAttribute('aria-pressed', 'false');
    await expect(plans(canvasElement)).toEqual(listed(monthly));
    const buy = canvas.getByRole('link', { name: `${weekly.buttonLabel} ${labels.opensInNewTab}` });
    await expect(buy).toHaveAttribute('href', paymentLinks['care-weekly']);
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The switch swaps the price list, and back; clicking the pressed button keeps it. */
export const SwitchToYearly: Story = {
  play: async ({ canvasElement, args }) => {
    const monthly = byId(args.cycles, 'monthly');
    const yearlyCycle = byId(args.cycles, 'yearly');
    const canvas = within(canvasElement);
    const yearly = canvas.getByRole('button', { name: yearlyCycle.label });
    await userEvent.click(yearly);
    await expect(yearly).toHaveAttribute('aria-pressed', 'true');
    await expect(plans(canvasElement)).toEqual(listed(yearlyCycle));
    const buyLabel = byId(yearlyCycle.plans, 'care-yearly').buttonLabel;
    await expect(canvas.getByRole('link', { name: (name) => name.startsWith(buyLabel) })).toHaveAttribute('href', paymentLinks['care-yearly']);
    await userEvent.click(yearly);
    await expect(yearly).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: monthly.label }));
    await expect(plans(canvasElement).map((plan) => plan.price)).toEqual(listed(monthly).map((plan) => plan.price));
    // Back to the yearly list for the screenshot.
    await userEvent.click(yearly);
    await expect(plans(canvasElement)).toHaveLength(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Monthly);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
