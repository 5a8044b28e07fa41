import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { packages } from '../../content/home';
import { PackageBlocks } from './PackageBlocks';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/PackageBlocks',
  component: PackageBlocks,
  args: { packages },
} satisfies Meta<typeof PackageBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inclusive = canvas.getByRole('region', { name: 'All Inclusive Package' });
    for (const item of ['Incorporation within 24-48 hours', 'Banking setup', 'US virtual address', 'US phone number']) {
      await expect(within(inclusive).getByText(item)).toBeVisible();
    }
    await expect(within(inclusive).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Lifetime Support' })).toHaveTextContent('Dedicated lifetime support');
  },
};

/** Stacked on phones. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
