import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundPage from '../../src/pages/NotFound';

const meta = {
  title: 'Pages/NotFound',
  tags: ['stable'],
  component: NotFoundPage,
  parameters: {
    route: '/no-such-page',
    routePattern: '*',
    docs: {
      description: {
        component:
          '**What it is for.** Any address the site does not have: the not-found message with the way back home and to the main pages.\n\n**When not to use it.** A page that exists but has no content yet: give it its content, not this.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path, and any unknown id on a detail route. */
export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sorry Page Was Not Found!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('id', 'footer');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
