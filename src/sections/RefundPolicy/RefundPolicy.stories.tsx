import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { refundPolicy } from '../../content/refunds';
import { RefundPolicy, type RefundPolicyContent } from './RefundPolicy';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Services and pricing/RefundPolicy',
  tags: ['stable'],
  component: RefundPolicy,
  args: { content: refundPolicy },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The whole refund and cancellation policy: a short table by plan (refundable, not refundable), the terms in headed blocks, a link to the state fees in the cost calculator, and a box with the billing email to ask for a refund. Used on /refunds, under Pricing in the breadcrumb.

**When not to use it.** For one plan's terms: each plan card on /pricing (PricingTabs) carries its own refund line. Not for prices or state fees: link to CostCalculator, as it does.

**Content rules.** From \`src/content/refunds.ts\`; the terms are a proposal the business must still confirm, and change together with the \`refund\` lines in \`src/content/pricing.ts\`. Plain words: money back, never credit; say what cannot be refunded and why. Block titles up to five words, one or two paragraphs; table cells one sentence. Plan names as on /pricing (LLC, Custom stay in English); time limits in days.

**Keyboard and screen reader.** The table sits in a focusable region named by its heading, so it scrolls sideways from the keyboard; plans are row headers. Each block and the contact box is a region named by its h3. The email button is a mailto link named with the address. Layout mirrors right to left (*Arabic*).

**Do / Don't.**
- Do: keep one summary row per kind of plan (*Playground*).
- Do: let the table scroll sideways on a phone rather than drop a column (*Phone*).
- Don't: promise credit or vouchers: refunds are money back (*Playground*).

**Status.** Stable: used on /refunds. Interaction tests in *Playground* and *Arabic*; axe in both schemes and screenshots on every story.`,
      },
    },
  },
} satisfies Meta<typeof RefundPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block of the terms, in the story's language, by its id. */
function block(content: RefundPolicyContent, id: string) {
  const found = content.blocks.find((entry) => entry.id === id);
  if (!found) throw new Error(`no refund terms block ${id}`);
  return found;
}

/** The summary by plan, the terms, and the way to ask for a refund. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { content } = args;
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: content.summaryTitle });
    await expect(
      within(summary)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(content.summary.map((row) => row.plan));
    await expect(canvas.getByRole('heading', { name: block(content, 'state-fees').title })).toBeVisible();
    // How refunds are paid: money back, never as credit or vouchers.
    await expect(canvas.getByText(block(content, 'how').paragraphs[0])).toBeVisible();
    await expect(canvas.getByRole('link', { name: `${content.contact.emailLabel}: ${content.contact.email}` })).toHaveAttribute('href', `mailto:${content.contact.email}`);
    await expect(canvas.getByRole('link', { name: content.costsLink.label })).toHaveAttribute('href', '/costs');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
