import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogPosts } from '../../src/content/blog';
import BlogSingleSidebarPage, { loader } from '../../src/pages/BlogSingleSidebar';

const meta = {
  title: 'Pages/BlogSingleSidebar',
  tags: ['stable'],
  component: BlogSingleSidebarPage,
  parameters: {
    route: '/blog-single-sidebar/6',
    routePattern: '/blog-single-sidebar/:id',
    loader,
    docs: {
      description: {
        component:
          '**What it is for.** /blog-single-sidebar/:id: one post with the blog sidebar (search, categories, recent posts) beside it.\n\n**When not to use it.** A short announcement with no related reading: *BlogSingle* keeps the reader on the text.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof BlogSingleSidebarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const last = blogPosts[blogPosts.length - 1];

/** /blog-single-sidebar/6: the last post beside the sidebar; it links back only, in the same layout. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Blog sidebar' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog-with-sidebar');
    const nav = within(canvas.getByRole('navigation', { name: 'More posts' }));
    await expect(nav.getByRole('link')).toHaveAttribute('href', `/blog-single-sidebar/${blogPosts[4].id}`);
    await expect(nav.queryByText('Next Post')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Taxes (2)' })).toHaveAttribute('href', '/blog-with-sidebar?category=Taxes');
  },
};

/** An id that is not a number shows the not-found page. */
export const UnknownId: Story = {
  parameters: { route: '/blog-single-sidebar/abc', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    // The loader's 404 reaches the error boundary a moment after the first render.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Sorry Page Was Not Found!' })).toBeVisible();
  },
};
