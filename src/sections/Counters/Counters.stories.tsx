import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { counters } from '../../content/counters';
import { countersSection } from '../../content/home';
import { Counters } from './Counters';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/Counters',
  component: Counters,
  args: { counters, heading: countersSection, animate: false },
} satisfies Meta<typeof Counters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the figures read visually, leaving out the copy kept for screen readers. */
const visible = { ignore: 'script, style, .visually-hidden' };

/** Final values, as screenshots and reduced-motion visitors see them. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const figure of ['276K', '18+', '89+', '78+']) {
      await expect(canvas.getByText(figure, visible)).toBeVisible();
      await expect(canvas.getByText(figure, { selector: '.visually-hidden' })).toBeInTheDocument();
    }
    await expect(canvas.getByText('Completed Projects')).toBeVisible();
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Waits below the fold at its initial values, counts up once scrolled into view. */
export const CountsUpInView: Story = {
  args: { animate: true },
  decorators: [
    (Story) => (
      <>
        <Box sx={{ height: '150vh' }} />
        <Story />
      </>
    ),
  ],
  // The figures are mid-count at the end of the test: nothing stable to screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByText('0K', visible)).toBeInTheDocument();
    await expect(canvas.getByText('50+', visible)).toBeInTheDocument();
    // Screen readers get the final figure from the start.
    await expect(canvas.getByText('276K', { selector: '.visually-hidden' })).toBeInTheDocument();
    canvas.getByText('Completed Projects').scrollIntoView({ block: 'center' });
    await waitFor(() => expect(canvas.queryByText('0K', visible)).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('276K', visible)).toBeVisible());
    await expect(canvas.getByText('89+', visible)).toBeVisible();
  },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
