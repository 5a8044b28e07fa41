import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProjectCarouselPage from '../../src/pages/ProjectCarousel';

const meta = {
  title: 'Pages/ProjectCarousel',
  tags: ['stable'],
  component: ProjectCarouselPage,
  parameters: {
    route: '/project-carousel',
    routePattern: '/project-carousel',
    docs: {
      description: {
        component:
          '**What it is for.** /project-carousel: companies formed with the service, in a carousel.\n\n**When not to use it.** A browsable, paged list: the projects grid page.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
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
