import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogDetailTags, blogPosts, blogSidebarContent, postAuthor } from '../../content/blog';
import { commentsForPost } from '../../content/comments';
import { site } from '../../content/site';
import { blogPostLabels, blogSidebarLabels, commentFormLabels, ui } from '../../content/ui';
import type { Comment } from '../../types/content';
import { BlogSidebar, type BlogSidebarProps } from '../BlogSidebar';
import { CommentForm, type CommentFormLabels } from '../CommentForm';
import { CommentList, type CommentListLabels } from '../CommentList';
import { BlogPostBody, type BlogPostBodyProps } from './BlogPostBody';
import { AuthorBox } from './AuthorBox';
import { NeighbourLink } from './NeighbourLink';
import { PostNavigation } from './PostNavigation';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const first = blogPosts[0];
const last = blogPosts[blogPosts.length - 1];

const meta = {
  title: 'Sections/Blog/BlogPostBody',
  tags: ['stable'],
  component: BlogPostBody,
  subcomponents: { AuthorBox, NeighbourLink, PostNavigation },
  args: {
    post: first,
    posts: blogPosts,
    linkBase: '/blog-single',
    author: postAuthor(first),
    tags: blogDetailTags,
    tagListPath: '/blog-with-sidebar',
    pageUrl: `${site.siteUrl}/blog-single/${first.id}`,
    labels: blogPostLabels,
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** One whole blog post: picture, byline, title, text with a subheading, tags that filter the blog, share links, an author box and links to the previous and next post; the comments go inside it. Used on /blog-single/:id and, beside the blog sidebar, /blog-single-sidebar/:id.

**When not to use it.** For lists of posts use BlogGrid; for a service or a client story, ServiceDetail or ProjectDetail.

**Content rules.** Posts from \`src/content/blog.ts\`, labels from \`blogPostLabels\` in \`src/content/ui.ts\`. Title up to twelve words; two or three paragraphs each side of a subheading of up to eight words. Plain words; LLC, C-Corp, EIN, IRS, Form SS-4 and state names stay in English. A fee or deadline names its source.

**Keyboard and screen reader.** The post is an article named by its h2; the date is a \`time\` element. Tags are a list named "Tags"; share links ("Share on LinkedIn") open a new tab. The author box is a region named "About the author". Previous and next are in a navigation named "More posts", each link read as its direction and title. Arrows and layout mirror right to left (*Arabic*).

**Do / Don't.**
- Do: leave out the author box for a guest writer, as in *MiddlePostGuestWriter*.
- Do: keep previous and next in the visitor's layout, as in *LastPost*.
- Don't: expect a loop: the first post has only Next (*FirstPost*), the last only Previous (*LastPost*).

**Status.** Stable: used on both post pages. Interaction tests in every story but *Phone*; axe in both schemes and screenshots on all but *LastPost* and *MiddlePostGuestWriter* (axe in light only); unit tests for the post order.`,
      },
    },
  },
} satisfies Meta<typeof BlogPostBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first post: its text, tags, sharing, author, and only a Next link. */
export const FirstPost: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const { post, labels } = args;
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: post.title });
    await expect(within(article).getByRole('heading', { level: 2, name: post.title })).toBeVisible();
    await expect(within(article).getByRole('heading', { level: 3, name: post.midTitle })).toBeVisible();
    await expect(within(article).getByRole('img', { name: post.image.alt })).toHaveAttribute('height', String(post.image.height));
    await expect(within(article).getByText(shown(`${labels.by} ${post.author}`))).toBeVisible();
    await expect(article.querySelector('time')).toHaveAttribute('dateTime', post.date);
    for (const tag of args.tags) {
      await expect(within(article).getByRole('link', { name: tag })).toHaveAttribute('href', `/blog-with-sidebar?${new URLSearchParams({ tag })}`);
    }
    const share = within(article).getByRole('link', { name: labels.share.on(labels.share.networks.linkedin) });
    await expect(share).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${site.siteUrl}/blog-single/1`)}`);
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: labels.authorProfile })).toHaveAttribute('href', '/team-details/2');

    const nav = canvas.getByRole('navigation', { name: labels.postNavigation });
    await expect(within(nav).queryByText(shown(labels.previousPost))).not.toBeInTheDocument();
    const next = within(nav).getByRole('link', { name: (name) => name.includes(args.posts[1].title) });
    await expect(next).toHaveAttribute('href', '/blog-single/2');
    await expect(next).toHaveTextContent(shown(labels.nextPost));
  },
};

/** The last post links back only; a post in the sidebar layout links to its neighbours in that layout. */
export const LastPost: Story = {
  args: { post: last, author: postAuthor(last), linkBase: '/blog-single-sidebar', pageUrl: `${site.siteUrl}/blog-single-sidebar/${last.id}` },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: args.labels.postNavigation }));
    const previous = nav.getByRole('link');
    await expect(previous).toHaveTextContent(shown(`${args.labels.previousPost}${args.posts[4].title}`));
    await expect(previous).toHaveAttribute('href', `/blog-single-sidebar/${args.posts[4].id}`);
    await expect(nav.queryByText(shown(args.labels.nextPost))).not.toBeInTheDocument();
  },
};

/** A post between two others; no author box for a writer outside the team. */
export const MiddlePostGuestWriter: Story = {
  args: { post: blogPosts[2], author: undefined },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shown(args.labels.previousPost))).toBeVisible();
    await expect(canvas.getByText(shown(args.labels.nextPost))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: args.labels.aboutAuthor })).not.toBeInTheDocument();
  },
};

/** The post's args, with the sidebar and the comments it holds on /blog-single-sidebar, kept as args so they are translated too. */
type PageArgs = BlogPostBodyProps & { sidebar: BlogSidebarProps; comments: Comment[]; commentLabels: CommentListLabels; commentFormLabels: CommentFormLabels };

/** /blog-single-sidebar: the post with its comments and form beside the sidebar. */
export const WithSidebarAndComments: StoryObj<PageArgs> = {
  args: {
    linkBase: '/blog-single-sidebar',
    sidebar: {
      ...blogSidebarContent,
      labels: blogSidebarLabels,
    },
    comments: commentsForPost(first.id),
    commentLabels: ui.blog,
    commentFormLabels,
  },
  render: ({ sidebar, comments, commentLabels, commentFormLabels: formLabels, ...args }) => (
    <BlogPostBody {...args} aside={<BlogSidebar {...sidebar} />}>
      <CommentList comments={comments} postTitle={args.post.title} replyHref="#comment-form" labels={commentLabels} />
      <CommentForm labels={formLabels} />
    </BlogPostBody>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: args.sidebar.labels.label })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: args.commentLabels.commentsHeading(2, args.post.title) })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: args.commentFormLabels.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.commentLabels.replyTo(args.comments[0].author) })).toHaveAttribute('href', '#comment-form');
    await expect(canvasElement.querySelector('#comment-form')).toBeInstanceOf(HTMLFormElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(FirstPost);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
