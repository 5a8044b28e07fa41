import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogPosts } from '../../src/content/blog';
import { commentsForPost } from '../../src/content/comments';
import BlogSinglePage, { loader } from '../../src/pages/BlogSingle';

const meta = {
  title: 'Pages/BlogSingle',
  tags: ['stable'],
  component: BlogSinglePage,
  parameters: {
    route: '/blog-single/1',
    routePattern: '/blog-single/:id',
    loader,
    docs: {
      description: {
        component:
          '**What it is for.** /blog-single/:id: one post in full width with its comments and the comment form.\n\n**When not to use it.** A post that needs its related posts and categories beside it: *BlogSingleSidebar*.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof BlogSinglePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = blogPosts;

/** /blog-single/1: the post found by id, its comments counted as shown, the form under them. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog-standard');
    const comments = commentsForPost(first.id);
    await expect(canvas.getByRole('heading', { level: 2, name: `${comments.length} Comments On \u201c${first.title}\u201d` })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: /Comments On/ })).getAllByRole('listitem')).toHaveLength(comments.length);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Leave a Comment' })).toBeVisible();
  },
};

/** Next Post opens the next post, with an empty comment form. */
export const NextPost: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your Name/ }), 'Lena');
    await userEvent.click(canvas.getByRole('link', { name: /^Next Post/ }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: second.title })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /Your Name/ })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: new RegExp(`^Previous Post`) })).toHaveAttribute('href', '/blog-single/1');
  },
};

/** A post nobody has commented on says so. */
export const NoComments: Story = {
  parameters: { route: '/blog-single/3', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /^0 Comments On/ })).toBeVisible();
    await expect(canvas.getByText(/No comments yet/)).toBeVisible();
  },
};

/** An id no post has shows the not-found page. */
export const UnknownId: Story = {
  parameters: { route: '/blog-single/99', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    // The loader's 404 reaches the error boundary a moment after the first render.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Sorry Page Was Not Found!' })).toBeVisible();
  },
};
