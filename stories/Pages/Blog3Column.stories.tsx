import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogPosts } from '../../src/content/blog';
import BlogPage from '../../src/pages/Blog';

const meta = {
  title: 'Pages/Blog3Column',
  tags: ['stable'],
  component: BlogPage,
  parameters: {
    route: '/blog-3-column',
    routePattern: '/blog-3-column',
    docs: {
      description: {
        component:
          '**What it is for.** /blog-3-column: the blog index in three columns, paged by link.\n\n**When not to use it.** For search and filters by category, tag or month, the blog with the sidebar (*BlogWithSidebar*) is the page.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /blog-3-column: 'Blog Grid', three cards a row and page links. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog Grid' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Blog Grid')).toHaveAttribute('aria-current', 'page');
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    // Three in one row on a large screen.
    await expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))).size).toBe(1);
    await expect(canvas.getByRole('link', { name: `Read more: ${blogPosts[0].title}` })).toHaveAttribute('href', '/blog-single/1');
    await expect(within(canvas.getByRole('navigation', { name: 'Blog pages' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog-3-column?page=2');
  },
};

/** Two cards a row on a tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))).size).toBe(2);
  },
};
