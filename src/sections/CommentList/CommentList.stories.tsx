import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogPosts } from '../../content/blog';
import { commentsForPost } from '../../content/comments';
import { ui } from '../../content/ui';
import { CommentList } from './CommentList';
import { CommentItem } from './CommentItem';
import { arabicStory } from '../../../.storybook/arabicStory';
import { storyLocale } from '../../../.storybook/storyLocale';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const [first, , third] = blogPosts;

const meta = {
  title: 'Sections/Blog/CommentList',
  tags: ['stable'],
  component: CommentList,
  subcomponents: { CommentItem },
  args: { comments: commentsForPost(first.id), postTitle: first.title, replyHref: '#comment-form', labels: ui.blog },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The comments under a blog post: a heading that counts them and names the post, then each writer's initials, name, date and text, team answers indented under what they answer, and Reply links down to the comment form. Used inside BlogPostBody on both post pages (/blog-single/:id, /blog-single-sidebar/:id).

**When not to use it.** For customer quotes use Testimonials; for writing a comment, CommentForm, placed after it. The comments are fixed samples: nothing is loaded or stored.

**Content rules.** Comments from \`src/content/comments.ts\`, labels from \`ui.blog\` in \`src/content/ui.ts\`. One to three sentences (20 to 35 words); first and last name, which give the initials; the date as shown ("14 Oct, 2026"). Team answers greet the writer by name, in plain words; LLC, ITIN, IRS, form and state names stay in English.

**Keyboard and screen reader.** A region named by its h2 ("2 Comments On “…”"); the comments are an ordered list, each name an h3. Initials are hidden from screen readers. Each Reply link is named after the writer ("Reply to Priya Nair"), jumps to #comment-form and is the comment's only tab stop. Indent and arrow mirror in right-to-left languages (*Arabic*).

**Do / Don't.**
- Do: let the heading count what is shown, "1 Comment" for one (*OneComment*).
- Do: mark team answers as replies so they are indented (*WithReply*).
- Don't: hide the section when a post has no comments: it says so (*NoComments*).

**Status.** Stable: used on both post pages. Interaction tests in *WithReply*, *OneComment*, *NoComments* and *Arabic*; axe in both schemes and screenshots on all but *OneComment* (axe in light only); unit tests for the initials.`,
      },
    },
  },
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comment and the team's answer, indented; the heading counts what is shown. */
export const WithReply: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(args.comments.length);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(shown(args.labels.commentsHeading(items.length, args.postTitle)));
    const { author, date } = args.comments[0];
    await expect(within(items[0]).getByRole('heading', { level: 3, name: author })).toBeVisible();
    await expect(within(items[0]).getByText(shown(date))).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.labels.replyTo(author) })).toHaveAttribute('href', '#comment-form');
    // The answer sits further in than the comment it answers: further right, or further left right to left.
    const [comment, answer] = [items[0].getBoundingClientRect(), items[1].getBoundingClientRect()];
    if (storyLocale(globals).dir === 'rtl') await expect(answer.right).toBeLessThan(comment.right);
    else await expect(answer.left).toBeGreaterThan(comment.left);
  },
};

/** One comment: the heading says 1 Comment. */
export const OneComment: Story = {
  args: { comments: commentsForPost(4), postTitle: blogPosts[3].title },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(shown(args.labels.commentsHeading(1, args.postTitle)));
  },
};

/** A post nobody has commented on yet. */
export const NoComments: Story = {
  args: { comments: commentsForPost(third.id), postTitle: third.title },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(shown(args.labels.commentsHeading(0, args.postTitle)));
    await expect(canvas.getByText(shown(args.labels.noComments))).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(WithReply);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
