import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutGroups, layoutIndexLabels } from '../../content/layouts';
import { LayoutIndex } from './LayoutIndex';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Layout/LayoutIndex',
  tags: ['stable'],
  component: LayoutIndex,
  args: { groups: layoutGroups, labels: layoutIndexLabels },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The list on /layouts: every layout the site's pages come in (the home pages, the service, team, project and blog lists, the detail pages), grouped under the visitor's page whose content each shows. The visitor's menu lists only the visitor's pages; this is how designers and reviewers reach the rest. The page is left out of the sitemap and asks search engines not to index it.

**When not to use it.** Not for visitors' navigation: the header's menu and the footer are that.

**Content rules.** Built from the route table (\`src/routeTable.ts\`: a row with \`layoutOf\` is a layout of that page) and the layout names in \`src/content/navigation.ts\` (\`layoutNames\`); a new layout row appears here by itself.

**Keyboard and screen reader.** Each group is a region named by its h2; the layouts are a list of links. The visitor's page itself is marked in words, not colour alone. Mirrored right to left (*Arabic*).

**Status.** Stable: used on /layouts. Interaction test in *Playground* and *Arabic*; axe in both schemes; screenshots.`,
      },
    },
  },
} satisfies Meta<typeof LayoutIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every layout under the page it lays out. */
export const Playground: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const group of args.groups) {
      const region = canvas.getByRole('region', { name: args.labels.layoutOf(group.page.label) });
      for (const layout of group.layouts) await expect(within(region).getByRole('link', { name: layout.label })).toBeVisible();
    }
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
