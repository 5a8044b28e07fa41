import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { site } from '../../src/content/site';
import TeamDetailsPage, { loader } from '../../src/pages/TeamDetails';
import { scrollsItsPage } from '../../.storybook/docs/scrollsItsPage';

const meta = {
  title: 'Pages/TeamDetails',
  tags: ['stable'],
  component: TeamDetailsPage,
  parameters: {
    route: '/team-details/2',
    routePattern: '/team-details/:id',
    loader,
    docs: {
      description: {
        component:
          "**What it is for.** /team-details/:id: one team member's profile, skills and contact; an unknown id is a not-found page.\n\n**When not to use it.** The whole team: *AboutUs* and the team page.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.",
      },
    },
  },
} satisfies Meta<typeof TeamDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /team-details/2: the member found by id, shared by the site's own URL, bars filled once scrolled to. */
export const Playground: Story = {
  parameters: scrollsItsPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/team');
    await expect(canvas.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '/contact-us');
    const shared = encodeURIComponent(`${site.siteUrl}/team-details/2`);
    await expect(canvas.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${shared}`);
    const bar = canvas.getByRole('progressbar', { name: 'Operating Agreements' });
    bar.scrollIntoView({ block: 'center', behavior: 'instant' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '67'));
    // Both bars step by 5 every 50 ms from the moment they are seen: 88 takes a few steps more than 67.
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'State Filings' })).toHaveAttribute('aria-valuenow', '88'));
    // Back to the top, so the screenshot shows the whole page.
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** An id no member has shows the not-found page. */
export const UnknownId: Story = {
  parameters: { route: '/team-details/99', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    // The loader's 404 reaches the error boundary a moment after the first render.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Sorry Page Was Not Found!' })).toBeVisible();
  },
};
