import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { duties } from '../../content/duties';
import { dutiesSection } from '../../content/home';
import { DutyGrid } from './DutyGrid';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/DutyGrid',
  component: DutyGrid,
  args: { heading: dutiesSection, duties },
} satisfies Meta<typeof DutyGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Responsibilities of the registered agent' });
    await expect(within(section).getByText('How we work')).toBeVisible();
    const list = within(section).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('01Accept Official Correspondence');
    await expect(items[5]).toHaveTextContent('06Protect Privacy');
    await expect(within(items[2]).getByRole('heading', { level: 3, name: 'Provide a Physical Address' })).toBeVisible();
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
