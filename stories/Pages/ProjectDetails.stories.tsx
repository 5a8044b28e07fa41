import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProjectDetailsPage, { loader } from '../../src/pages/ProjectDetails';

const meta = {
  title: 'Pages/ProjectDetails',
  tags: ['stable'],
  component: ProjectDetailsPage,
  parameters: {
    route: '/project-details/6',
    routePattern: '/project-details/:id',
    loader,
    docs: {
      description: {
        component:
          '**What it is for.** /project-details/:id: one company formed, with its gallery and facts; an unknown id is a not-found page.\n\n**When not to use it.** A listing of several projects: *ProjectCarousel* or the projects grid.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof ProjectDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /project-details/6: the last story links back round to the first. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-commerce Launch' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Client Stories' })).toHaveAttribute('href', '/project-3-column');
    await expect(canvas.getByRole('link', { name: /Previous Project.*Content Optimization/ })).toHaveAttribute('href', '/project-details/5');
    await expect(canvas.getByRole('link', { name: /Next Project.*Digital Marketing/ })).toHaveAttribute('href', '/project-details/1');
  },
};

/** An id that is not a story shows the not-found page. */
export const UnknownId: Story = {
  parameters: { route: '/project-details/7', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    // The loader's 404 reaches the error boundary a moment after the first render.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Sorry Page Was Not Found!' })).toBeVisible();
  },
};
