import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../src/content/site';
import LoginPage from '../../src/pages/Login';

const meta = {
  title: 'Pages/Login',
  tags: ['stable'],
  component: LoginPage,
  parameters: {
    route: '/login',
    routePattern: '/login',
    docs: {
      description: {
        component:
          "**What it is for.** /login: explains that accounts live on the agent portal and leads there.\n\n**When not to use it.** A sign-in form of the site's own: the site has none; the portal signs founders in.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.",
      },
    },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login: the way to the agent portal, with help; the site itself signs nobody in. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Sign In (opens in a new tab)' })).toHaveAttribute('href', site.portalSignInUrl);
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.getByRole('main').querySelector('input[type="password"]')).toBeNull();
  },
};
