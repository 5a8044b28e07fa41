import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eligibilityRules, eligibilityRulesHeading, eligibilityRulesLabels } from '../../content/eligibility';
import { EligibilityRules } from './EligibilityRules';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/EligibilityRules',
  component: EligibilityRules,
  args: { heading: eligibilityRulesHeading, rules: eligibilityRules, labels: eligibilityRulesLabels },
} satisfies Meta<typeof EligibilityRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every service with its general rule and the groups that differ, each with a source; a link back up to the check. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(services).toEqual([...eligibilityRules.services.map((s) => s.name), eligibilityRulesLabels.regionNotes]);
    const banking = canvas.getByRole('article', { name: 'Business banking: online US bank' });
    await expect(within(banking).getByText('Residents of Ukraine, Nigeria and Croatia')).toBeVisible();
    await expect(within(banking).getByText('Residents of Russia and Belarus')).toBeVisible();
    const regions = canvas.getByRole('article', { name: eligibilityRulesLabels.regionNotes });
    await expect(within(regions).getByText('Residents of Cuba, Iran and North Korea')).toBeVisible();
    await expect(within(regions).getByText(/^Crimea and the so-called Donetsk/)).toBeVisible();
    for (const link of within(banking).getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('link', { name: 'Check your country' })).toHaveAttribute('href', '#check');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
