import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogPosts, blogSidebarContent } from '../../content/blog';
import { blogSidebarLabels, ui } from '../../content/ui';
import type { BlogPost } from '../../types/content';
import { BlogGrid, type BlogGridLabels } from '../BlogGrid';
import { BlogSidebar, type BlogSidebarProps } from './BlogSidebar';
import { SidebarFilterLinks } from './SidebarFilterLinks';
import { SidebarGallery } from './SidebarGallery';
import { SidebarRecentPosts } from './SidebarRecentPosts';
import { SidebarSearch } from './SidebarSearch';
import { SidebarSocial } from './SidebarSocial';
import { SidebarTags } from './SidebarTags';
import { SidebarWidget } from './SidebarWidget';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { hoverStory } from '../../../.storybook/hoverStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Blog/BlogSidebar',
  tags: ['stable'],
  component: BlogSidebar,
  subcomponents: { SidebarFilterLinks, SidebarGallery, SidebarRecentPosts, SidebarSearch, SidebarSocial, SidebarTags, SidebarWidget },
  args: {
    ...blogSidebarContent,
    labels: blogSidebarLabels,
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The blog's sidebar: search, recent posts, categories, thumbnails, archive months, social profiles and tags. Search and filters lead to the list at /blog-with-sidebar, beside which it sits; it also sits beside each post on the /blog-single-sidebar pages.

**When not to use it.** The blog pages without a sidebar show *BlogGrid* alone. For fewer widgets, pass \`widgets\` rather than building another sidebar.

**Content rules.** Widget titles and search labels come from \`ui.blog.sidebar\` in \`src/content/ui.ts\`; posts, categories, months and tags are worked out from the posts in \`src/content/blog.ts\`. Widget titles one or two words. LLC, EIN, IRS, form and state names stay in English.

**Keyboard and screen reader.** A complementary landmark ("Blog sidebar"); each widget is a region named by its h2, and Tab follows their order. The search landmark has a required box and a button, both "Search posts": Enter sends it, the browser stops an empty search, and the box empties afterwards. The category, month and tag in use carry \`aria-current\`. Gallery thumbnails are links named by their post's title; social links say they open a new tab. Mirrored right to left (*Arabic*).

**Do / Don't.**
- Do: mark the filter in use, as in *LowerWidgets*.
- Do: let it fall below the posts on a phone (*Phone*).
- Don't: expect an empty search to show all posts (*EmptySearchIsRequired*); the list's "Show all posts" does (*SearchMatchesNothing*).

**Status.** Stable: used on /blog-with-sidebar and /blog-single-sidebar. Interaction tests in *Playground*, *LowerWidgets*, the four search and filter stories and *Arabic*; axe on every story; screenshots for all but *Playground*, *EmptySearchIsRequired* and *LinksFilterTheList*.`,
      },
    },
  },
} satisfies Meta<typeof BlogSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An archive month's link text in the story's language: '2026-10' is 'October 2026' in English. */
const monthLabel = (args: Pick<BlogSidebarProps, 'archives'>, month: string) => args.archives.find((a) => a.month === month)?.label;

/** The width of the sidebar column on a large screen. */
const sidebarColumn: Story['decorators'] = [
  (Story) => (
    <Box sx={{ p: 3, maxWidth: 420 }}>
      <Story />
    </Box>
  ),
];

/** All seven widgets, each a real link or control (pictured in TopWidgets and LowerWidgets). */
export const Playground: Story = {
  decorators: sidebarColumn,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const { labels } = args;
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: labels.label });
    for (const name of [labels.search, labels.recentPosts, labels.categories, labels.gallery, labels.archives, labels.social, labels.tags]) {
      await expect(within(aside).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const search = canvas.getByRole('searchbox', { name: labels.searchLabel });
    await expect(search).toBeRequired();
    await expect(search).toHaveAttribute('name', 'search');
    const taxes = args.categories[1];
    await expect(canvas.getByRole('link', { name: `${taxes.name} (${taxes.count})` })).toHaveAttribute('href', `/blog-with-sidebar?${new URLSearchParams({ category: taxes.name })}`);
    await expect(canvas.getByRole('link', { name: monthLabel(args, '2026-10') })).toHaveAttribute('href', '/blog-with-sidebar?month=2026-10');
    // The cloud ends with the tags only a post's page shows, 'Data science' last.
    const dataScience = args.tags[args.tags.length - 1];
    await expect(canvas.getByRole('link', { name: dataScience })).toHaveAttribute('href', `/blog-with-sidebar?${new URLSearchParams({ tag: dataScience })}`);
    const gallery = within(canvas.getByRole('region', { name: labels.gallery })).getAllByRole('link');
    await expect(gallery).toHaveLength(args.galleryPosts.length);
    await expect(gallery[0]).toHaveAttribute('href', `/blog-single-sidebar/${args.galleryPosts[0].id}`);
    const linkedIn = canvas.getByRole('link', { name: (name) => name.includes(args.social[0].label) });
    await expect(linkedIn).toHaveAttribute('href', args.social[0].url);
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const TopWidgets: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  decorators: sidebarColumn,
  args: { widgets: ['search', 'recentPosts', 'categories', 'gallery'] },
};

/** The archive month and tag the list is filtered by are marked. */
export const LowerWidgets: Story = {
  decorators: sidebarColumn,
  args: { widgets: ['archives', 'social', 'tags'] },
  parameters: { route: '/blog-with-sidebar?month=2026-09&tag=delaware', visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tag = (value: string) => args.tags.find((t) => t.toLowerCase() === value);
    await expect(canvas.getByRole('link', { name: monthLabel(args, '2026-09') })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: monthLabel(args, '2026-10') })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: tag('delaware') })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: tag('llc') })).not.toHaveAttribute('aria-current');
  },
};

/** The sidebar's args, with the posts and words of the list it sits beside, kept as args so they are translated too. */
type ListStory = StoryObj<BlogSidebarProps & { posts: BlogPost[]; listLabels: BlogGridLabels }>;

/** The /blog-with-sidebar page body: the list filtered by whatever the sidebar sends. */
export const WithPostList: ListStory = {
  args: { widgets: ['search', 'recentPosts', 'categories'], posts: blogPosts, listLabels: ui.blog },
  parameters: { route: '/blog-with-sidebar' },
  render: ({ posts, listLabels, ...args }) => (
    <BlogGrid posts={posts} linkBase={args.linkBase} columns={2} pageSize={4} filterable archives={args.archives} labels={listLabels} aside={<BlogSidebar {...args} />} />
  ),
};

const articles = (canvas: HTMLElement) => within(canvas).queryAllByRole('article');

/** Searching the titles narrows the list, and the box empties for the next search. */
export const SearchFiltersByTitle: ListStory = {
  ...WithPostList,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: args.labels.searchLabel });
    // The first post's title, in the story's language, matches it alone (typed as user-event reads text).
    const title = args.posts[0].title;
    await userEvent.type(search, title.replace(/[[{]/g, '$&$&'));
    await userEvent.click(canvas.getByRole('button', { name: args.labels.searchSubmit }));
    await waitFor(() => expect(articles(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(canvas.getByText(shown(`${args.listLabels.filters.search}: \u201c${title}\u201d`))).toBeVisible();
    await expect(search).toHaveValue('');
  },
};

/** A search that matches nothing says so, and 'Show all posts' brings the list back. */
export const SearchMatchesNothing: ListStory = {
  ...WithPostList,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: args.labels.searchLabel }), 'zebra accounting{Enter}');
    await expect(await canvas.findByText(args.listLabels.filters.noMatch)).toBeVisible();
    await expect(articles(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('link', { name: args.listLabels.filters.clear }));
    await waitFor(() => expect(articles(canvasElement)).toHaveLength(4));
  },
};

/** An empty search is stopped by the browser and changes nothing. */
export const EmptySearchIsRequired: ListStory = {
  ...WithPostList,
  parameters: { ...WithPostList.parameters, visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.labels.searchSubmit }));
    await expect(canvas.getByRole('searchbox', { name: args.labels.searchLabel })).toBeInvalid();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(articles(canvasElement)).toHaveLength(4);
  },
};

/** Category, tag and archive links each narrow the list. */
export const LinksFilterTheList: ListStory = {
  ...WithPostList,
  args: { ...WithPostList.args, widgets: ['categories', 'archives', 'tags'] },
  parameters: { ...WithPostList.parameters, visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { filters } = args.listLabels;
    const taxes = args.categories[1];
    await userEvent.click(canvas.getByRole('link', { name: `${taxes.name} (${taxes.count})` }));
    await waitFor(() => expect(articles(canvasElement)).toHaveLength(2));
    await expect(canvas.getByText(`${filters.category}: ${taxes.name}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: `${taxes.name} (${taxes.count})` })).toHaveAttribute('aria-current', 'true');

    // The third post's own tag: 'Registered Agent'.
    const agent = args.posts[2].tag;
    await userEvent.click(canvas.getByRole('link', { name: agent }));
    await waitFor(() => expect(canvas.getByText(`${filters.tag}: ${agent}`)).toBeVisible());
    await expect(articles(canvasElement).map((a) => within(a).getByRole('heading').textContent)).toEqual(args.posts.filter((p) => p.tags.includes(agent)).map((p) => p.title));

    const august = monthLabel(args, '2026-08');
    await userEvent.click(canvas.getByRole('link', { name: august }));
    await waitFor(() => expect(canvas.getByText(`${filters.month}: ${august}`)).toBeVisible());
    await expect(articles(canvasElement)).toHaveLength(1);
  },
};

/** The sidebar drops below the list on a phone. */
export const Phone: ListStory = {
  args: { widgets: ['search', 'categories'], posts: blogPosts, listLabels: ui.blog },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: ({ posts, listLabels, ...args }) => (
    <BlogGrid posts={posts} linkBase={args.linkBase} columns={2} pageSize={1} filterable archives={args.archives} labels={listLabels} aside={<BlogSidebar {...args} />} />
  ),
};

/** Hovered, a social profile's button fills with the brand colour; beside it, the others at rest. */
export const Hover: Story = hoverStory<Story>('li:first-child > a', 'ul', { args: { widgets: ['social'] } });

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
