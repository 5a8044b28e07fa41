import Container from '@mui/material/Container';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faqs } from '../../content/faq';
import { FaqAccordion } from './FaqAccordion';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';

const meta = {
  title: 'Sections/FaqAccordion',
  component: FaqAccordion,
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

**Keyboard and screen reader.** Each question is a button inside a heading (h3, or h4 with \`questionLevel\` under an h3). Tab goes through the questions (and an open answer's links); Enter or Space opens one and closes the other. \`aria-expanded\` says which is open; each answer is a region named by its question. Under reduced motion answers open without sliding.

**Do / Don't.**
- Do: open with the question most visitors have, as in *FirstOpen*.
- Do: link an answer to the page that answers it in full ("Check your country" in *FirstOpen*).
- Don't: write answers that need each other; only one is open (*SecondOpened*).

**Status.** Stable: used on Home 1 and Home 3. Play functions in *FirstOpen* and *SecondOpened*; *Arabic* checks right to left. Every story is checked by axe and screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first answer is open on load. */
export const FirstOpen: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args: { items } }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#faqAccordion')).not.toBeNull();
    const first = canvas.getByRole('button', { name: items[0].title });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: items[0].title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: items[0].title })).toHaveTextContent(shown(items[0].text));
    // An answer links to the page that answers it in full.
    await expect(within(canvas.getByRole('region', { name: items[0].title })).getByRole('link', { name: items[0].links![0].label })).toHaveAttribute('href', '/eligibility');
    await expect(canvas.getByRole('button', { name: items[1].title })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opening the second question closes the first. */
export const SecondOpened: Story = {
  play: async ({ canvasElement, args: { items } }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: items[1].title });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(shown(items[1].text))).toBeVisible());
    await expect(canvas.getByRole('button', { name: items[0].title })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText(shown(items[0].text))).not.toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(FirstOpen);
