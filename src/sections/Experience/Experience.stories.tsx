import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faqs } from '../../content/faq';
import { experienceSection, faqSection } from '../../content/home';
import { progressItems } from '../../content/progress';
import { ui } from '../../content/ui';
import { Experience } from './Experience';
import { SellingPointItem } from './SellingPointItem';
import { arabicStory } from '../../../.storybook/arabicStory';

/*
 * The screenshot harness only captures reliably what fits in the story's viewport, and this section is
 * taller than every viewport. The screenshot stories therefore show it through a viewport-high window,
 * scrolled to the part they are about.
 */
const viewportWindow: Decorator = (Story) => (
  <Box sx={{ height: '100vh', overflow: 'hidden' }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Sections/Experience',
  component: Experience,
  subcomponents: { SellingPointItem },
  args: {
    // What the formation and showcase homes show.
    heading: experienceSection.heading,
    sellingPoints: experienceSection.sellingPoints,
    progressItems,
    faqHeading: faqSection,
    faqs,
    labels: { progressValueText: ui.progress.valueText },
    animateMeters: false,
  },
} satisfies Meta<typeof Experience>;

export default meta;
const { heading, sellingPoints } = experienceSection;
const faqHeading = faqSection;
type Story = StoryObj<typeof meta>;

/** Meters at their final values (the animated count-up is covered in ProgressMeter). */
export const Playground: Story = {
  decorators: [viewportWindow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: heading.title })).toBeVisible();
    await expect(canvas.getByText(heading.eyebrow ?? '')).toBeVisible();
    for (const point of sellingPoints) {
      await expect(canvas.getByRole('heading', { level: 3, name: point.title })).toBeVisible();
    }
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(progressItems.length);
    await expect(canvas.getByRole('progressbar', { name: progressItems[1].title })).toHaveAttribute('aria-valuenow', String(progressItems[1].maxValue));
    await expect(canvas.getByRole('heading', { level: 3, name: faqHeading.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: faqs[0].title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: faqs[0].title })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Phone, top: heading and selling points stacked. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [viewportWindow],
};

/** Phone, further down: the three meters still side by side, then the FAQ. */
export const PhoneMetersAndFaq: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [viewportWindow],
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('progressbar');
    const tops = meters.map((meter) => Math.round(meter.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    meters[0].scrollIntoView({ block: 'start', behavior: 'instant' });
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  decorators: [viewportWindow],
};

/** The accordion inside the section keeps one answer open at a time. */
export const FaqSwitches: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: faqs[2].title }));
    await expect(canvas.getByRole('button', { name: faqs[2].title })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: faqs[0].title })).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
