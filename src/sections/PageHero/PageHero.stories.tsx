import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHero } from './PageHero';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/PageHero',
  component: PageHero,
  args: { title: 'Blog Grid', trail: [{ label: 'Home', to: '/' }], breadcrumbLabel: 'Breadcrumb' },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog Grid' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const DeepTrail: Story = {
  args: { title: 'Company Registration', trail: [{ label: 'Home', to: '/' }, { label: 'Services', to: '/services' }] },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
