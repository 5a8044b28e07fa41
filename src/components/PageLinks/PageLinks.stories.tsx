import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ui } from '../../content/ui';
import { PageLinks } from './PageLinks';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const { pagination, page, previousPage, nextPage } = ui.blog;

const meta = {
  title: 'Patterns/PageLinks',
  tags: ['stable'],
  component: PageLinks,
  args: {
    page: 1,
    pageCount: 5,
    searchFor: (n: number) => (n === 1 ? '' : `?page=${n}`),
    labels: { pagination, page, previousPage, nextPage },
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
    searchFor: { control: false },
  },
  decorators: [frame()],
  parameters: {
    visual: framedPicture,
    route: '/blog',
    docs: {
      description: {
        component: `**What it is for.** The numbered pages of a long list, as links (\`?page=2\`): *BlogGrid* and *ProjectGrid*. Every page of the list can be bookmarked, shared and opened in a new tab.

**When not to use it.** Switching views of one page (tabs), or a list short enough to show whole; a carousel has *CarouselDots*.

**Content rules.** Labels from the list's own group in \`src/content/ui.ts\` (\`blog\`, \`projects\`): the navigation's name ("Blog pages"), "Page 3", "Previous page", "Next page". The caller decides the query of each page (\`searchFor\`); page 1 is usually the bare address.

**Keyboard and screen reader.** A navigation landmark named by \`pagination\`, holding a list of links; the current page is marked \`aria-current="page"\`. Previous on the first page and Next on the last are left out of the tab order and announced as unavailable.

**Do / Don't.**
- Do: keep other filters in the query that \`searchFor\` builds, so a page of a filtered list stays filtered.
- Don't: use it to switch views of one page; that is what tabs are for.

**Status.** Stable. Plays in every story; every story photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof PageLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of five pages: no previous page, and every other page one link away. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const { labels } = args;
    const nav = within(canvasElement).getByRole('navigation', { name: labels.pagination });
    await expect(within(nav).getByRole('link', { name: labels.page(1) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: labels.page(2) })).toHaveAttribute('href', '/blog?page=2');
    const previous = within(nav).getByRole('link', { name: labels.previousPage });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAttribute('tabindex', '-1');
    await expect(within(nav).getByRole('link', { name: labels.nextPage })).toHaveAttribute('href', '/blog?page=2');
  },
};

/** A page in the middle: both neighbours are links, and page 1 is the list's bare address. */
export const MiddlePage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement, args }) => {
    const { labels } = args;
    const nav = within(canvasElement).getByRole('navigation', { name: labels.pagination });
    await expect(within(nav).getByRole('link', { name: labels.page(3) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: labels.previousPage })).toHaveAttribute('href', '/blog?page=2');
    await expect(within(nav).getByRole('link', { name: labels.nextPage })).toHaveAttribute('href', '/blog?page=4');
    await expect(within(nav).getByRole('link', { name: labels.page(1) })).toHaveAttribute('href', '/blog');
  },
};

/** The last page: no next page. */
export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const { labels } = args;
    const nav = within(canvasElement).getByRole('navigation', { name: labels.pagination });
    await expect(within(nav).getByRole('link', { name: labels.page(5) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: labels.nextPage })).toHaveAttribute('aria-disabled', 'true');
  },
};
