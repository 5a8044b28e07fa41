import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogArchives, blogPosts } from '../../content/blog';
import { blogSection } from '../../content/home';
import { ui } from '../../content/ui';
import { BlogGrid } from './BlogGrid';
import { ActiveFilters } from './ActiveFilters';
import { BlogCard } from './BlogCard';
import { PageLinks } from '../../components/PageLinks';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Blog/BlogGrid',
  tags: ['stable'],
  component: BlogGrid,
  subcomponents: { ActiveFilters, BlogCard, PageLinks },
  args: { posts: blogPosts, linkBase: '/blog-single', columns: 3, pageSize: 3, archives: blogArchives, labels: ui.blog },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The founder guides as cards: picture, category, date, linked title and a Read more link, each opening the post. On the blog lists it filters by the address (\`?search=\`, \`?category=\`, \`?tag=\`, \`?month=\`), says what it is filtered by, and splits the posts into pages (\`?page=\`); both apply once the page is live. Layouts: one wide post per row with its excerpt on /blog-standard, two a row on /blog-2-column and /blog-with-sidebar (beside *BlogSidebar*), three on /blog-3-column; the agency home shows the first four under a heading.

**When not to use it.** For one post use BlogPostBody; for client stories, ProjectGrid. The search box and filter links are *BlogSidebar*'s: this list only reads them from the address.

**Content rules.** Posts from \`blogPosts\` and archive months from \`blogArchives\` in \`src/content/blog.ts\`, the home heading from \`blogSection\` in \`src/content/home.ts\`, labels from \`ui.blog\` in \`src/content/ui.ts\`. Title up to about eleven words; excerpt one or two sentences (20 to 30 words; shown in the wide layout only); category one or two words. \`date\` is YYYY-MM-DD, which the month filter reads; \`displayDate\` is what shows ("12 Oct, 2026"). The picture's alt text says what it shows. LLC, C-Corp, EIN and IRS stay in English.

**Keyboard and screen reader.** A region named by its h2: the heading's title, or a hidden "Latest guides" on the list pages. Posts are a list of articles; each title is an h3 link, the date a \`time\` element. Two tab stops per post: the title, then Read more, named "Read more:" and the title, which its hidden text also carries; the picture's link is out of the tab order. A filtered list starts with a \`role="status"\` line ("Showing 2 posts for" and a chip per filter), then "Show all posts". Page links are a navigation named "Blog pages" ("Page 2", "Previous page", "Next page"), the current page \`aria-current\`, a dead arrow out of the tab order and \`aria-disabled\`. After a page link, focus moves to the top of the list. The arrow flips right to left (*Arabic*).

**Do / Don't.**
- Do: give the home preview a heading and a \`limit\`, without pages (*HomePreview*).
- Do: say what the list is filtered by, with a way back to every post (*FilteredByTag*, *ClearFilters*), and say so when nothing matches (*NoPostsMatch*).
- Don't: expect a page past the end to be empty: it shows the last page (*PageFromUrl*).

**Status.** Stable: used on /blog-standard, /blog-2-column, /blog-3-column and /blog-with-sidebar (through the BlogList island), and on the agency home. Interaction tests in every story but *TwoColumns* and *Phone* (*Arabic*: right to left); unit tests for the filters and the page slices; axe on every story; screenshots for all but *PageFromUrl* and *ClearFilters*.`,
      },
    },
  },
} satisfies Meta<typeof BlogGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** The /blog-3-column grid: 3 per row on large screens, 2 on medium, with pages of 3. */
export const ThreeColumns: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(cardTitles(canvasElement)).toEqual(args.posts.slice(0, 3).map((p) => p.title));
    const first = args.posts[0];
    await expect(canvas.getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog-single/${first.id}`);
    const readMore = canvas.getByRole('link', { name: args.labels.readMoreAbout(first.title) });
    await expect(readMore).toHaveAttribute('href', `/blog-single/${first.id}`);
    // Search engines read the link's text, not its aria-label: only 'Read more' shows, the rest is hidden text.
    await expect(readMore).toHaveTextContent(shown(args.labels.readMoreAbout(first.title)));
    await expect(canvas.getByRole('img', { name: first.image.alt })).toHaveAttribute('width', String(first.image.width));
    await expect(canvas.getAllByRole('article')[0].querySelector('time')).toHaveAttribute('dateTime', first.date);
    const pages = canvas.getByRole('navigation', { name: args.labels.pagination });
    await expect(within(pages).getByRole('link', { name: args.labels.page(1) })).toHaveAttribute('aria-current', 'page');
  },
};

/** Choosing page 2 shows the next posts and marks that page as current. */
export const SecondPage: Story = {
  parameters: { route: '/blog-3-column' },
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: args.labels.pagination });
    await userEvent.click(within(pages).getByRole('link', { name: args.labels.page(2) }));
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(args.posts.slice(3, 6).map((p) => p.title)));
    await expect(within(pages).getByRole('link', { name: args.labels.page(2) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('link', { name: args.labels.previousPage }));
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(args.posts.slice(0, 3).map((p) => p.title)));
  },
};

/** A shared `?page=` link opens on that page; a page past the end shows the last one. */
export const PageFromUrl: Story = {
  parameters: { route: '/blog-3-column?page=9', visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await expect(cardTitles(canvasElement)).toEqual(args.posts.slice(3, 6).map((p) => p.title));
  },
};

/** The /blog-2-column page (one row pictured; the page shows two). */
export const TwoColumns: Story = {
  args: { columns: 2, pageSize: 2 },
};

/** The /blog-standard page: one wide post per row with its excerpt. */
export const Standard: Story = {
  args: { columns: 1, pageSize: 2 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(shown(args.posts[0].excerpt))).toBeVisible();
    await expect(within(canvasElement).getByRole('navigation', { name: args.labels.pagination })).toBeVisible();
  },
};

/** The home preview: the section heading and the first 4 posts, no pages. */
export const HomePreview: Story = {
  args: { heading: blogSection, columns: 4, limit: 4, pageSize: undefined, background: 'paper' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading!.title })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByRole('navigation', { name: args.labels.pagination })).not.toBeInTheDocument();
  },
};

/** A tag link from the sidebar narrows the list and says so, with a way back to every post. */
export const FilteredByTag: Story = {
  args: { filterable: true },
  parameters: { route: '/blog-with-sidebar?tag=IRS' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(shown(args.labels.filters.showing(2)));
    await expect(canvas.getByText(shown(`${args.labels.filters.tag}: IRS`))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const ClearFilters: Story = {
  args: { filterable: true },
  parameters: { route: '/blog-with-sidebar?month=2026-09', visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const september = args.archives?.find((a) => a.month === '2026-09')?.label;
    await expect(canvas.getByText(shown(`${args.labels.filters.month}: ${september}`))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: args.labels.filters.clear }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** A search that matches nothing says so instead of leaving a blank page. */
export const NoPostsMatch: Story = {
  args: { filterable: true },
  parameters: { route: '/blog-with-sidebar?search=qwxzzy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shown(args.labels.filters.noMatch))).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByRole('navigation', { name: args.labels.pagination })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { pageSize: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Hovered, a post's card gains a shadow and its picture zooms a little; beside it, two at rest. */
export const Hover: Story = hoverStory<Story>('li:first-child article', 'ul:has(> li article)');

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(ThreeColumns);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
