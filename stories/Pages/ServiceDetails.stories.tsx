import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ServiceDetailsPage, { loader } from '../../src/pages/ServiceDetails';

const meta = {
  title: 'Pages/ServiceDetails',
  tags: ['stable'],
  component: ServiceDetailsPage,
  parameters: {
    route: '/services-details/3',
    routePattern: '/services-details/:id',
    loader,
    docs: {
      description: {
        component:
          '**What it is for.** /services-details/:id: one service in full, with its steps and questions; an unknown id is a not-found page.\n\n**When not to use it.** The list of every service: the services page.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof ServiceDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /services-details/3: the service found by id, the others in the sidebar. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'EIN Tax ID' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'EIN Tax ID' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    const sidebar = canvas.getByRole('navigation', { name: 'Other services' });
    await expect(within(sidebar).getAllByRole('link')).toHaveLength(5);
    await expect(within(sidebar).queryByRole('link', { name: 'EIN Tax ID' })).not.toBeInTheDocument();
  },
};

/** An id no service has shows the not-found page. */
export const UnknownId: Story = {
  parameters: { route: '/services-details/42', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    // The loader's 404 reaches the error boundary a moment after the first render.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Sorry Page Was Not Found!' })).toBeVisible();
  },
};
