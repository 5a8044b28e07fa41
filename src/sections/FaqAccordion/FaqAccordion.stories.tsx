import Container from '@mui/material/Container';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faqs } from '../../content/faq';
import { FaqAccordion } from './FaqAccordion';
import { FaqQuestion } from './FaqQuestion';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Marketing/FaqAccordion',
  tags: ['stable'],
  component: FaqAccordion,
  // Each question is a FaqQuestion: its props show on the Docs page beside the accordion's.
  subcomponents: { FaqQuestion },
  args: { items: faqs },
  decorators: [
    (Story) => (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Story />
      </Container>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The first questions founders ask, one answer open at a time (the first on load). It sits inside *Experience* on Home 1 and Home 3, and gives search engines the page's FAQ (schema.org FAQPage).

**When not to use it.** It has no heading of its own: place it under one, as *Experience* does. For rules by country use *CountryCheck*.

**Content rules.** From \`src/content/faq.ts\`. A question is one sentence as a visitor would ask it, up to about 15 words; an answer, two to four plain sentences. A fee, deadline or rule in an answer (the $25,000 Form 5472 penalty) links through \`links\` to the page that carries its source. IRS, form and state names stay in English.

**How it works.** Native \`<details name>\` elements: the browser opens a question on a tap, Enter or Space and closes the one open before (they share a \`name\`), with no script, so on the site it works the moment it is painted and with JavaScript off; the section never hydrates.

**Keyboard and screen reader.** Each question is the summary of a disclosure, its heading inside (h3, or h4 with \`questionLevel\` under an h3). Tab goes through the questions (and an open answer's links), each with the focus ring (*KeyboardFocus*); Enter or Space opens one and closes the other. The browser says whether each is expanded. Under reduced motion answers open without unfolding.

**Do / Don't.**
- Do: open with the question most visitors have, as in *FirstOpen*.
- Do: link an answer to the page that answers it in full ("Check your country" in *FirstOpen*).
- Don't: write answers that need each other; only one is open (*SecondOpened*).

**Status.** Stable: used on Home 1 and Home 3. Play functions in *FirstOpen*, *SecondOpened* and *KeyboardFocus*; *Arabic* checks right to left. Every story is checked by axe and screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary a visitor taps for a question: its heading sits inside it. */
const question = (canvasElement: HTMLElement, title: string) => {
  const summary = within(canvasElement).getByRole('heading', { name: title }).closest('summary');
  if (!summary) throw new Error(`"${title}" is not inside a summary`);
  return summary;
};
const answer = (canvasElement: HTMLElement, text: string) => within(canvasElement).getByText(shown(text));

/** The first answer is open on load. */
export const FirstOpen: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args: { items } }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#faqAccordion')).not.toBeNull();
    for (const item of items) await expect(canvas.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
    await expect(answer(canvasElement, items[0].text)).toBeVisible();
    // An answer links to the page that answers it in full.
    await expect(canvas.getByRole('link', { name: items[0].links![0].label })).toHaveAttribute('href', '/eligibility');
    await expect(canvas.getByRole('link', { name: items[0].links![0].label })).toBeVisible();
    for (const item of items.slice(1)) await expect(answer(canvasElement, item.text)).not.toBeVisible();
    // The browser's own disclosure, with its triangle replaced by the chevron.
    const summary = question(canvasElement, items[0].title);
    await expect(getComputedStyle(summary).display).toBe('flex');
  },
};

/** Opening the second question closes the first. */
export const SecondOpened: Story = {
  play: async ({ canvasElement, args: { items } }) => {
    await userEvent.click(question(canvasElement, items[1].title));
    await waitFor(() => expect(answer(canvasElement, items[1].text)).toBeVisible());
    await waitFor(() => expect(answer(canvasElement, items[0].text)).not.toBeVisible());
    await expect(answer(canvasElement, items[2].text)).not.toBeVisible();
  },
};

/**
 * Tab reaches a question: the browser's own disclosure takes focus and shows the focus ring. Enter
 * and Space open and close it natively; a script's key press is not the browser's own, so the site's
 * tests press them (scripts/site/behaviour/forms.spec.ts).
 */
export const KeyboardFocus: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args: { items } }) => {
    await userEvent.tab();
    const first = question(canvasElement, items[0].title);
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const arabic = arabicStory(FirstOpen);

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = {
  ...arabic,
  play: async (context) => {
    await arabic.play!(context);
    // Mirrored: the chevron sits at the inline end, left of its question.
    const summary = context.canvasElement.querySelector('summary')!;
    const [heading, chevron] = [summary.querySelector('h3')!, summary.querySelector('svg')!].map((element) => element.getBoundingClientRect());
    await expect(chevron.right).toBeLessThanOrEqual(heading.left);
  },
};

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
