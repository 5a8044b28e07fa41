import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { shellLabels } from '../../content/shellLabels';
import { site } from '../../content/site';
import { Loader } from './Loader';
import { brandScreenAttribute } from './brandScreen';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Layout/Loader',
  tags: ['stable'],
  component: Loader,
  args: { brandName: site.brandName, label: shellLabels.loader.label, durationMs: null },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The brand screen on the first page of a visit: the brand name and a turning ring on the brand colour while the prerendered page wakes up behind it. It fades out by CSS alone after 1.2 s. The pages a visitor opens after it, a reload, back and forward never show it, and a page read without JavaScript is never held behind it: a script at the top of each page's head marks the visit's first page before its first paint (\`brandScreen.ts\`), and with \`firstPageOfVisit\` the screen shows only under that mark.

**When not to use it.** Not for waiting on something inside a page (the contact form's button says "Sending..." instead). Visitors who ask for reduced motion never see it.

**Content rules.** The brand name comes from \`site.brandName\` in \`src/content/site.ts\`, the accessible name from \`shellLabels.loader.label\` ("Loading StarBridge Formation"). StarBridge Formation stays in English in every language. No other words.

**Keyboard and screen reader.** Nothing to operate: it takes no focus, and on the site it lets clicks through (\`pointer-events: none\`). It is a \`role="status"\` element named by its label; the ring and the brand name are hidden from screen readers. Under \`prefers-reduced-motion: reduce\` it is not shown at all.

**Do / Don't.**
- Do: hold it on screen for review with \`durationMs: null\`, as in *Showing*.
- Don't: pass \`durationMs: null\` on the site: the screen would never leave; the site uses 1200 ms, and *Leaves* checks it goes.

**Status.** Stable: on every page, through \`SiteLoader\` in the root layout, with \`firstPageOfVisit\`. Play functions in *Showing* and *Leaves*; both are checked by axe, and *Showing* is screenshotted in light and dark.`,
      },
    },
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Held on screen for review. */
export const Showing: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status', { name: args.label })).toBeVisible();
  },
};

/** It leaves after its time (3 s here, 1.2 s on the site: a short one could be over before a busy machine's first look). */
export const Leaves: Story = {
  args: { durationMs: 3000 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const loader = within(canvasElement).getByTestId('site-loader');
    // Held by its own CSS animation's delay, read from the animation rather than by looking in time:
    // on a busy machine the first look can come after the 3 s.
    const [leaving] = loader.getAnimations();
    await expect(leaving?.effect?.getTiming().delay).toBe(args.durationMs);
    await waitFor(() => expect(loader).not.toBeVisible(), { timeout: 10_000 });
  },
};

/** On the site (`firstPageOfVisit`): a visit's first page, which the head script has marked. */
export const FirstPageOfVisit: Story = {
  args: { firstPageOfVisit: true },
  parameters: { visual: { disable: true } },
  beforeEach: () => {
    document.documentElement.setAttribute(brandScreenAttribute, '');
    return () => document.documentElement.removeAttribute(brandScreenAttribute);
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status', { name: args.label })).toBeVisible();
  },
};

/** On the site, any later page of the visit (no mark): nothing covers the page. */
export const LaterPageOfVisit: Story = {
  args: { firstPageOfVisit: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('site-loader')).not.toBeVisible();
  },
};

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
