import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundPage from '../../src/pages/NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { route: '/no-such-page', routePattern: '*' },
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
