import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage } from '../../content/about';
import { MissionValues } from './MissionValues';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/MissionValues',
  component: MissionValues,
  args: { heading: aboutPage.mission, values: aboutPage.values },
} satisfies Meta<typeof MissionValues>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: aboutPage.mission.title })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(aboutPage.values.length);
    await expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      aboutPage.values.map((value) => value.title),
    );
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
