import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portfolioSection, projects } from '../../content/projects';
import { ui } from '../../content/ui';
import { ProjectGrid } from './ProjectGrid';
import { ProjectCard } from './ProjectCard';
import { PageLinks } from '../../components/PageLinks';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Team and projects/ProjectGrid',
  tags: ['stable'],
  component: ProjectGrid,
  subcomponents: { ProjectCard, PageLinks },
  args: { projects, labels: ui.projects, columns: 3 },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Client stories as cards: photo, kind of business, title and the structure we set up (Wyoming LLC), each card opening its story at /project-details/1 to 6. Three to a row on /project-3-column, where all six fit one page; two to a row with a one-sentence summary on /project-2-column, four to a page with \`?page=\` links. The page number is read from the address once the page is live.

**When not to use it.** To browse stories one by one use *ProjectCarousel*; for a wall of pictures, *ProjectGallery*; for one story in full, *ProjectDetail*. For blog posts use *BlogGrid*.

**Content rules.** Projects from \`src/content/projects.ts\`, labels from \`ui.projects\` in \`src/content/ui.ts\`. Title up to three words; sub-title one word; structure as state plus LLC or C-Corp ("Delaware C-Corp"), in English; summary one sentence of about 20 words (two columns only). Photos need alt text that says what they show.

**Keyboard and screen reader.** Without a heading, as on both pages, the titles are h2s and the band has no name; with one it is a region named by its h2 and the titles are h3s (*WithHeading*). Cards are a list of articles. Each card's one link is its title, named "View project: Data Scientist", and its click area covers the card. Page links are a navigation named "Client story pages" ("Page 2", "Previous page", "Next page"), the current page \`aria-current\`, a dead arrow out of the tab order and \`aria-disabled\`. After a page link, if the top of the list has scrolled away, the new cards scroll into view, at once under reduced motion. Photos do not zoom under reduced motion. Mirrored right to left (*Arabic*).

**Do / Don't.**
- Do: link to a page with \`?page=\`, as in *SecondPageFromUrl*.
- Do: give it a heading when it sits among other sections, so the titles become h3s (*WithHeading*).
- Don't: expect a page past the end to be empty: it shows the last one (*PageOutOfRange*).

**Status.** Stable: used on /project-2-column and /project-3-column, through the ProjectGrid island. Interaction tests in every story but *Phone* (*Arabic*: right to left); unit tests for the page slices and their links; axe on every story; screenshots for all but *SecondPageFromUrl* and *PageOutOfRange*.`,
      },
    },
  },
} satisfies Meta<typeof ProjectGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** The titles on the second page of four: 'Content Optimization' and 'E-commerce Launch'. */
const secondPage = (args: { projects: { title: string }[] }) => args.projects.slice(4, 8).map((p) => p.title);

/** /project-3-column: all six stories fit one page, so there are no page links. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvasElement)).toEqual(args.projects.map((p) => p.title));
    await expect(canvas.getByRole('link', { name: args.labels.viewProject(args.projects[2].title) })).toHaveAttribute('href', '/project-details/3');
    await expect(canvas.getByText(args.projects[3].category, { selector: '*' }).closest('article')).toHaveTextContent(args.projects[3].title);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** /project-2-column: four per page; the page links change the cards and the URL's ?page=. */
export const TwoColumnsPaged: Story = {
  args: { columns: 2, pageSize: 4 },
  play: async ({ canvasElement, args }) => {
    const { labels } = args;
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: labels.pagination });
    await expect(titles(canvasElement)).toEqual(args.projects.slice(0, 4).map((p) => p.title));
    await expect(within(nav).getByRole('link', { name: labels.page(1) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: labels.page(2) })).toHaveAttribute('href', '/?page=2');

    // The page changes in a transition, a moment after the click.
    await userEvent.click(within(nav).getByRole('link', { name: labels.page(2) }));
    await waitFor(() => expect(titles(canvasElement)).toEqual(secondPage(args)));
    await expect(within(nav).getByRole('link', { name: labels.page(2) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: labels.nextPage })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(nav).getByRole('link', { name: labels.previousPage }));
    await waitFor(() => expect(titles(canvasElement)[0]).toBe(args.projects[0].title));
    await userEvent.click(within(nav).getByRole('link', { name: labels.nextPage }));
    await waitFor(() => expect(titles(canvasElement)).toEqual(secondPage(args)));
  },
};

/** Opened from a shared link: ?page=2 shows the second page at once. */
export const SecondPageFromUrl: Story = {
  args: { columns: 2, pageSize: 4 },
  parameters: { route: '/project-2-column?page=2', visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.labels.pagination });
    await expect(titles(canvasElement)).toEqual(secondPage(args));
    await expect(within(nav).getByRole('link', { name: args.labels.page(1) })).toHaveAttribute('href', '/project-2-column');
  },
};

/** A page that does not exist lands on the last real one. */
export const PageOutOfRange: Story = {
  args: { columns: 2, pageSize: 4 },
  parameters: { route: '/project-2-column?page=9', visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await expect(titles(canvasElement)).toEqual(secondPage(args));
  },
};

/** Under a section heading the titles are h3. */
export const WithHeading: Story = {
  args: { heading: portfolioSection, pageSize: 3, background: 'paper' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading!.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const Phone: Story = {
  args: { columns: 2, pageSize: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Hovered, a project's card gains a shadow and its picture zooms a little; beside it, two at rest. */
export const Hover: Story = hoverStory<Story>('li:first-child article', 'ul:has(> li article)', { args: { pageSize: 3 } });

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
