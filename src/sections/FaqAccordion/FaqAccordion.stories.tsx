import Container from '@mui/material/Container';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faqs } from '../../content/faq';
import { FaqAccordion } from './FaqAccordion';
import { arabicStory } from '../../../.storybook/arabicStory';

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
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first answer is open on load. */
export const FirstOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#faqAccordion')).not.toBeNull();
    const first = canvas.getByRole('button', { name: faqs[0].title });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: faqs[0].title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: faqs[0].title })).toHaveTextContent(faqs[0].text);
    // An answer links to the page that answers it in full.
    await expect(within(canvas.getByRole('region', { name: faqs[0].title })).getByRole('link', { name: 'Check your country' })).toHaveAttribute('href', '/eligibility');
    await expect(canvas.getByRole('button', { name: faqs[1].title })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opening the second question closes the first. */
export const SecondOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: faqs[1].title });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(faqs[1].text)).toBeVisible());
    await expect(canvas.getByRole('button', { name: faqs[0].title })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText(faqs[0].text)).not.toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(FirstOpen);
