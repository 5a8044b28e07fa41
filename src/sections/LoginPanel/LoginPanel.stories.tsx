import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loginPage } from '../../content/login';
import { site } from '../../content/site';
import { ui } from '../../content/ui';
import { LoginPanel } from './LoginPanel';
import { LoginHelp } from './LoginHelp';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/LoginPanel',
  component: LoginPanel,
  subcomponents: { LoginHelp },
  args: { ...loginPage, labels: { opensInNewTab: ui.common.opensInNewTab } },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accounts live on the agent portal: one button there, help and a way in for new clients; no password form. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: loginPage.heading.title })).toBeVisible();
    const signIn = canvas.getByRole('link', { name: 'Sign In (opens in a new tab)' });
    await expect(signIn).toHaveAttribute('href', site.portalSignInUrl);
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvas.getByRole('list', { name: loginPage.portalIncludes.title })).getAllByRole('listitem')).toHaveLength(
      loginPage.portalIncludes.items.length,
    );
    await expect(canvas.getByRole('link', { name: site.emails.support })).toHaveAttribute('href', `mailto:${site.emails.support}`);
    await expect(canvas.getByRole('link', { name: loginPage.help.contact.label })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.getByRole('link', { name: loginPage.newClient.cta.label })).toHaveAttribute('href', '/pricing');
    await expect(canvasElement.querySelector('input, form')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
