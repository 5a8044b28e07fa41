import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerContent } from '../../app/footerContent';
import { Footer } from './Footer';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/Footer',
  component: Footer,
  args: { ...footerContent, year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveAttribute('id', 'footer');
    for (const email of footerContent.contact.emails) {
      await expect(within(footer).getByRole('link', { name: email.address })).toHaveAttribute('href', `mailto:${email.address}`);
    }
    await expect(within(footer).getByRole('link', { name: footerContent.contact.phone.display })).toHaveAttribute('href', footerContent.contact.phone.href);
    await expect(footer).toHaveTextContent('© 2026');
  },
};

export const CurrentYear: Story = {
  args: { year: undefined },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
