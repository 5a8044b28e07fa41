import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { blogPosts } from '../../src/content/blog';
import BlogPage from '../../src/pages/Blog';
import { withLocationProbe } from '../../.storybook/withLocationProbe';

const meta = {
  title: 'Pages/BlogWithSidebar',
  tags: ['stable'],
  component: BlogPage,
  parameters: {
    route: '/blog-with-sidebar',
    routePattern: '/blog-with-sidebar',
    docs: {
      description: {
        component:
          '**What it is for.** /blog-with-sidebar: the blog index with search and filters by category, tag and month in the address.\n\n**When not to use it.** A plain listing with no filters: *Blog3Column*.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvas: HTMLElement) =>
  within(canvas)
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

/**
 * /blog-with-sidebar: four posts a page beside the sidebar; page 2 is a real `?page=2` link.
 * (Its screenshot is Page Two's: reached by a click, the page scrolls smoothly to the list, which
 * races the full-page capture.)
 */
export const Playground: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(titles(canvasElement)).toEqual(blogPosts.slice(0, 4).map((p) => p.title));
    await expect(within(canvas.getAllByRole('article')[0]).getByRole('link', { name: blogPosts[0].title })).toHaveAttribute('href', '/blog-single-sidebar/1');
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Blog pages' })).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(titles(canvasElement)).toEqual(blogPosts.slice(4).map((p) => p.title)));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/blog-with-sidebar?page=2');
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Page 2 as a shared `?page=2` link opens it: the last two posts, the pager on 2. */
export const PageTwo: Story = {
  parameters: { route: '/blog-with-sidebar?page=2' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(titles(canvasElement)).toEqual(blogPosts.slice(4).map((p) => p.title)));
    await expect(within(canvasElement).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Where the header's search overlay lands: `?search=` is applied and shown, with the way back. */
export const FromHeaderSearch: Story = {
  parameters: { route: '/blog-with-sidebar?search=llc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 post for');
    await expect(titles(canvasElement)).toEqual([blogPosts[0].title]);
    await expect(canvas.getByRole('link', { name: 'Show all posts' })).toHaveAttribute('href', '/blog-with-sidebar');
  },
};

/** Searching from the header on this page filters the list in place. */
export const HeaderSearchFilters: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'bank account{Enter}');
    await waitFor(() => expect(titles(canvasElement)).toEqual([blogPosts[3].title]));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/blog-with-sidebar?search=bank+account');
  },
};

/** Category, tag and month links in the URL each narrow the list, together too. */
export const CombinedFilters: Story = {
  parameters: { route: '/blog-with-sidebar?category=Taxes&tag=IRS&month=2026-07', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvasElement)).toEqual([blogPosts[4].title]);
    for (const chip of ['Category: Taxes', 'Tag: IRS', 'Archive: July 2026']) await expect(canvas.getByText(chip)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
