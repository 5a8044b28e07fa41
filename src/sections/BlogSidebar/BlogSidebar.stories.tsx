import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogArchives, blogCategories, blogPosts, blogTagCloud } from '../../content/blog';
import { socialLinks } from '../../content/socialLinks';
import { blogSidebarLabels, ui } from '../../content/ui';
import { BlogGrid } from '../BlogGrid';
import { BlogSidebar } from './BlogSidebar';
import { SidebarFilterLinks } from './SidebarFilterLinks';
import { SidebarGallery } from './SidebarGallery';
import { SidebarRecentPosts } from './SidebarRecentPosts';
import { SidebarSearch } from './SidebarSearch';
import { SidebarSocial } from './SidebarSocial';
import { SidebarTags } from './SidebarTags';
import { SidebarWidget } from './SidebarWidget';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';

const meta = {
  title: 'Sections/BlogSidebar',
  component: BlogSidebar,
  subcomponents: { SidebarFilterLinks, SidebarGallery, SidebarRecentPosts, SidebarSearch, SidebarSocial, SidebarTags, SidebarWidget },
  args: {
    listPath: '/blog-with-sidebar',
    linkBase: '/blog-single-sidebar',
    recentPosts: blogPosts.slice(0, 3),
    galleryPosts: blogPosts,
    categories: blogCategories,
    archives: blogArchives,
    tags: blogTagCloud,
    social: socialLinks,
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Blog sidebar' });
    for (const name of ['Search', 'Recent Posts', 'Categories', 'Gallery', 'Archives', 'Follow Us', 'Tags']) {
      await expect(within(aside).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const search = canvas.getByRole('searchbox', { name: 'Search posts' });
    await expect(search).toBeRequired();
    await expect(search).toHaveAttribute('name', 'search');
    await expect(canvas.getByRole('link', { name: 'Taxes (2)' })).toHaveAttribute('href', '/blog-with-sidebar?category=Taxes');
    await expect(canvas.getByRole('link', { name: 'October 2026' })).toHaveAttribute('href', '/blog-with-sidebar?month=2026-10');
    await expect(canvas.getByRole('link', { name: 'Data science' })).toHaveAttribute('href', '/blog-with-sidebar?tag=Data+science');
    const gallery = within(canvas.getByRole('region', { name: 'Gallery' })).getAllByRole('link');
    await expect(gallery).toHaveLength(blogPosts.length);
    await expect(gallery[0]).toHaveAttribute('href', `/blog-single-sidebar/${blogPosts[0].id}`);
    const linkedIn = canvas.getByRole('link', { name: /on LinkedIn/ });
    await expect(linkedIn).toHaveAttribute('href', socialLinks[0].url);
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'September 2026' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'October 2026' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Delaware' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'LLC' })).not.toHaveAttribute('aria-current');
  },
};

/** The /blog-with-sidebar page body: the list filtered by whatever the sidebar sends. */
export const WithPostList: Story = {
  args: { widgets: ['search', 'recentPosts', 'categories'] },
  parameters: { route: '/blog-with-sidebar' },
  render: (args) => (
    <BlogGrid
      posts={blogPosts}
      linkBase={args.linkBase}
      columns={2}
      pageSize={4}
      filterable
      archives={args.archives}
      labels={ui.blog}
      aside={<BlogSidebar {...args} />}
    />
  ),
};

const articles = (canvas: HTMLElement) => within(canvas).queryAllByRole('article');

/** Searching the titles narrows the list, and the box empties for the next search. */
export const SearchFiltersByTitle: Story = {
  ...WithPostList,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search posts' });
    await userEvent.type(search, 'llc');
    await userEvent.click(canvas.getByRole('button', { name: 'Search posts' }));
    await waitFor(() => expect(articles(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('heading', { level: 3, name: blogPosts[0].title })).toBeVisible();
    await expect(canvas.getByText('Search: \u201cllc\u201d')).toBeVisible();
    await expect(search).toHaveValue('');
  },
};

/** A search that matches nothing says so, and 'Show all posts' brings the list back. */
export const SearchMatchesNothing: Story = {
  ...WithPostList,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 'zebra accounting{Enter}');
    await expect(await canvas.findByText(ui.blog.filters.noMatch)).toBeVisible();
    await expect(articles(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('link', { name: 'Show all posts' }));
    await waitFor(() => expect(articles(canvasElement)).toHaveLength(4));
  },
};

/** An empty search is stopped by the browser and changes nothing. */
export const EmptySearchIsRequired: Story = {
  ...WithPostList,
  parameters: { ...WithPostList.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search posts' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search posts' })).toBeInvalid();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(articles(canvasElement)).toHaveLength(4);
  },
};

/** Category, tag and archive links each narrow the list. */
export const LinksFilterTheList: Story = {
  ...WithPostList,
  args: { widgets: ['categories', 'archives', 'tags'] },
  parameters: { ...WithPostList.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Taxes (2)' }));
    await waitFor(() => expect(articles(canvasElement)).toHaveLength(2));
    await expect(canvas.getByText('Category: Taxes')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Taxes (2)' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('link', { name: 'Registered Agent' }));
    await waitFor(() => expect(canvas.getByText('Tag: Registered Agent')).toBeVisible());
    await expect(articles(canvasElement).map((a) => within(a).getByRole('heading').textContent)).toEqual(
      blogPosts.filter((p) => p.tags.includes('Registered Agent')).map((p) => p.title),
    );

    await userEvent.click(canvas.getByRole('link', { name: 'August 2026' }));
    await waitFor(() => expect(canvas.getByText('Archive: August 2026')).toBeVisible());
    await expect(articles(canvasElement)).toHaveLength(1);
  },
};

/** The sidebar drops below the list on a phone. */
export const Phone: Story = {
  args: { widgets: ['search', 'categories'] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <BlogGrid
      posts={blogPosts}
      linkBase={args.linkBase}
      columns={2}
      pageSize={1}
      filterable
      archives={args.archives}
      labels={ui.blog}
      aside={<BlogSidebar {...args} />}
    />
  ),
};

/** Hovered, a social profile's button fills with the brand colour; beside it, the others at rest. */
export const Hover: Story = hoverStory<Story>('li:first-child > a', 'ul', { args: { widgets: ['social'] } });

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);
