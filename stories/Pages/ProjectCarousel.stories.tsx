import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProjectCarouselPage from '../../src/pages/ProjectCarousel';

const meta = {
  title: 'Pages/ProjectCarousel',
  component: ProjectCarouselPage,
  parameters: { route: '/project-carousel', routePattern: '/project-carousel' },
} satisfies Meta<typeof ProjectCarouselPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /project-carousel: the six client stories under the page hero, titles as the page's h2s. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Client Stories' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: /of 6$/ })).toHaveLength(6);
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(6);
  },
};
