import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loginPage } from '../../content/login';
import { site } from '../../content/site';
import { ui } from '../../content/ui';
import { LoginPanel } from './LoginPanel';
import { LoginHelp } from './LoginHelp';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Forms/LoginPanel',
  tags: ['stable'],
  component: LoginPanel,
  subcomponents: { LoginHelp },
  args: { ...loginPage, labels: { opensInNewTab: ui.common.opensInNewTab } },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The body of /login. Client accounts live on the client portal, on its own host, so the page says so and sends the visitor there: a Sign In button that opens the portal in a new tab, what the portal holds, where to get help (the support email and Contact Us), and for visitors without an account a link to the plans.

**When not to use it.** Not a sign-in form: it has no fields and signs no one in. For inquiries use *ContactForm*; the Sign In and Login buttons on every page are in Header.

**Content rules.** From \`loginPage\` in \`src/content/login.ts\`; the portal address and support email from \`src/content/site.ts\` (\`VITE_PORTAL_URL\`, \`VITE_EMAIL_SUPPORT\`), the new-tab words from \`ui.common.opensInNewTab\`. Title up to about six words; the text says what the portal holds and that it opens on its own site in a new tab. Up to four portal items, each a short phrase; the help and new-client boxes one or two sentences each, their buttons two words. EIN, IRS and StarBridge Formation stay in English.

**Keyboard and screen reader.** A region named by its h2, in the sign-in card. Tab reaches Sign In, read "Sign In (opens in a new tab)", then the support email (a mailto link), Contact Us and Compare plans. "In your portal" is an h3 that names its list; "Trouble signing in?" and the new-client title are h3s. Icons are hidden from screen readers. The arrow on Compare plans turns round right to left (*Arabic*).

**Do / Don't.**
- Do: keep one way to the portal, the Sign In button, and say in the text that it opens a new tab (*Playground*).
- Do: let the button take the whole width on a phone (*Phone*).
- Don't: add a password field: the site has no accounts, and *Playground* checks there is no form.

**Status.** Stable: used on /login. Interaction tests in *Playground* and *Arabic*; axe in both schemes and screenshots on every story.`,
      },
    },
  },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accounts live on the agent portal: one button there, help and a way in for new clients; no password form. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading.title })).toBeVisible();
    const signIn = canvas.getByRole('link', { name: `${args.portal.label} ${args.labels.opensInNewTab}` });
    await expect(signIn).toHaveAttribute('href', site.portalSignInUrl);
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvas.getByRole('list', { name: args.portalIncludes.title })).getAllByRole('listitem')).toHaveLength(args.portalIncludes.items.length);
    await expect(canvas.getByRole('link', { name: site.emails.support })).toHaveAttribute('href', `mailto:${site.emails.support}`);
    await expect(canvas.getByRole('link', { name: args.help.contact.label })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.getByRole('link', { name: args.newClient.cta.label })).toHaveAttribute('href', '/pricing');
    await expect(canvasElement.querySelector('input, form')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
