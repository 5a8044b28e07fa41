import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { refundPolicy } from '../../content/refunds';
import { RefundPolicy } from './RefundPolicy';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/RefundPolicy',
  component: RefundPolicy,
  args: { content: refundPolicy },
} satisfies Meta<typeof RefundPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary by plan, the terms, and the way to ask for a refund. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'In short, by plan' });
    await expect(within(summary).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Company formation (LLC, Custom)',
      'Monthly plans (mail box, US phone number, banking)',
      'Plans on request',
    ]);
    await expect(canvas.getByRole('heading', { name: 'What we cannot refund' })).toBeVisible();
    await expect(canvas.getByText(/Never as credit or vouchers/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Email billing/ })).toHaveAttribute('href', `mailto:${refundPolicy.contact.email}`);
    await expect(canvas.getByRole('link', { name: 'See the state fees in the cost calculator' })).toHaveAttribute('href', '/costs');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
