import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portfolioSection, projects } from '../../content/projects';
import { ui } from '../../content/ui';
import { ProjectGallery } from './ProjectGallery';
import { GalleryTile } from './GalleryTile';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Team and projects/ProjectGallery',
  tags: ['stable'],
  component: ProjectGallery,
  subcomponents: { GalleryTile },
  args: { projects, labels: ui.projects, count: 9 },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** A wall of client-story pictures, each opening its story at /project-details/1 to 6, its title shown on hover or keyboard focus. It sits on Home 3 (/home-3): nine tiles from six stories.

**When not to use it.** To read summaries or page through stories use *ProjectGrid*; to browse them one by one, *ProjectCarousel*.

**Content rules.** Stories from \`src/content/projects.ts\` (id, title, picture), the heading from \`portfolioSection\` in \`src/content/projects.ts\`. A title is one to three words ("Digital Marketing"); the picture's alt says what it shows. \`count\` repeats the stories from the first to fill the wall.

**Keyboard and screen reader.** A list of links, one per tile, in reading order, each named "View project: Digital Marketing" so the visible title is part of the name. Keyboard focus shows the title as hover does; on touch screens it always shows. Under reduced motion nothing zooms or slides. The arrow icon is mirrored right to left. With a heading, the section is a region named by it.

**Do / Don't.**
- Do: give it a heading, as on Home 3 and in *FocusShowsTitle*.
- Do: let an odd last tile take the whole row on a phone (*Phone*).
- Don't: put more than the title on a tile; the link's name is built from it.

**Status.** Stable: used on Home 3. Play functions in *Playground* and *FocusShowsTitle*; *Arabic* checks right to left. Every story is checked by axe and screenshotted; a unit test covers how tiles repeat.`,
      },
    },
  },
} satisfies Meta<typeof ProjectGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlayOf = (link: HTMLElement) => link.querySelector<HTMLElement>('.gallery-overlay')!;

/** The home-3 gallery: nine tiles from six projects, the first three repeated. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(9);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3].map((id) => `/project-details/${id}`));
    await expect(links[0]).toHaveAccessibleName(args.labels.viewProject(args.projects[0].title));
    await expect(canvas.getAllByRole('img', { name: args.projects[0].image.alt })[0]).toHaveAttribute('height', '600');
    await expect(getComputedStyle(overlayOf(links[0])).opacity).toBe('0');
  },
};

/** Keyboard focus shows the title over the picture (the same rule as hover, which a play function cannot fake). */
export const FocusShowsTitle: Story = {
  args: { heading: portfolioSection, count: 6 },
  play: async ({ canvasElement, args }) => {
    const links = within(canvasElement).getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(overlayOf(links[0])).opacity).toBe('1'));
    await expect(getComputedStyle(overlayOf(links[1])).opacity).toBe('0');
    await expect(overlayOf(links[0])).toHaveTextContent(args.projects[0].title);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
