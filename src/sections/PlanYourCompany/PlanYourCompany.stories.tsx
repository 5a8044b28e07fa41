import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { planYourCompany } from '../../content/home';
import { PlanYourCompany } from './PlanYourCompany';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/PlanYourCompany',
  component: PlanYourCompany,
  args: planYourCompany,
} satisfies Meta<typeof PlanYourCompany>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three tools, each with a link to its page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: planYourCompany.heading.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Cost calculator', 'Country check', 'Compliance calendar']);
    for (const [name, href] of [
      ['Compare state costs', '/costs'],
      ['Check your country', '/eligibility'],
      ['See your deadlines', '/compliance-calendar'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
