import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { notFoundLabels } from '../../content/ui';
import { NotFoundMessage } from './NotFoundMessage';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/NotFoundMessage',
  component: NotFoundMessage,
  args: {
    title: notFoundLabels.title,
    text: notFoundLabels.text,
    backLabel: notFoundLabels.backToHome,
    image: { src: '/images/not-found.svg', alt: 'A compass pointing away from a missing page', width: 600, height: 400 },
  },
} satisfies Meta<typeof NotFoundMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sorry Page Was Not Found!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
