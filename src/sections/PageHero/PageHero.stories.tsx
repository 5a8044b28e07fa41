import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pages } from '../../content/pages';
import { services } from '../../content/services';
import { shellLabels } from '../../content/shellLabels';
import { PageHero } from './PageHero';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Layout/PageHero',
  tags: ['stable'],
  component: PageHero,
  args: { title: pages.blog3Column.title, trail: [{ label: shellLabels.common.home, to: '/' }], breadcrumbLabel: shellLabels.common.breadcrumb },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The dark band at the top of every inner page (all but the home pages): the page's name as its one h1, and a breadcrumb showing where the page sits. Pages get it through InnerPage and do not place it themselves.

**When not to use it.** Home pages open with Banner instead. It holds a title and a breadcrumb only: no intro text, image or button.

**Content rules.** Titles come from \`src/content/pages.ts\`, one to three words in Title Case ("About Us", "Cost Calculator", "Refunds and Cancellation"); detail pages show their entry's own title, a blog post's up to about twelve words. The trail starts with Home (\`shellLabels.common\`) and adds the parent list where there is one (Pricing before Refunds).

**Keyboard and screen reader.** Only the breadcrumb links to operate. The band is a region named by its h1; the breadcrumb is a navigation named "Breadcrumb", and its last item, the current page, is text marked \`aria-current="page"\`, not a link. The layout mirrors right to left (*Arabic*).

**Do / Don't.**
- Do: add the parent page on deeper pages, as in *DeepTrail*.
- Do: keep the title the page's plain name, as in *Playground*.
- Don't: link the current page in the trail: it is the last crumb, as text.

**Status.** Stable: used on every inner page. Interaction tests in *Playground* and *Arabic*; axe in both schemes and screenshots on every story.`,
      },
    },
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: args.breadcrumbLabel });
    await expect(within(crumbs).getByRole('link', { name: args.trail[0].label })).toHaveAttribute('href', '/');
  },
};

export const DeepTrail: Story = {
  // A service's page, whose trail names its list as the site's does.
  args: {
    title: services[0].title,
    trail: [
      { label: shellLabels.common.home, to: '/' },
      { label: pages.services.title, to: '/services' },
    ],
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
