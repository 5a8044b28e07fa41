import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { whyChooseUs } from '../../content/home';
import { WhyChooseUs } from './WhyChooseUs';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/WhyChooseUs',
  component: WhyChooseUs,
  args: whyChooseUs,
} satisfies Meta<typeof WhyChooseUs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: whyChooseUs.heading.title });
    await expect(within(section).getByText('Why Choose Us')).toBeVisible();
    const points = within(section).getAllByRole('listitem');
    await expect(points).toHaveLength(whyChooseUs.points.length);
    for (const point of whyChooseUs.points) {
      await expect(within(section).getByRole('heading', { level: 3, name: point.title })).toBeVisible();
    }
    await expect(within(section).getByRole('link', { name: whyChooseUs.cta.label })).toHaveAttribute('href', whyChooseUs.cta.to);
  },
};

export const OnPaper: Story = {
  args: { background: 'paper' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
