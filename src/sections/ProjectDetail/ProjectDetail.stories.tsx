import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { projects } from '../../content/projects';
import { ui } from '../../content/ui';
import { ProjectDetail } from './ProjectDetail';
import { neighbours } from './neighbours';
import { ProjectFacts } from './ProjectFacts';
import { ProjectNeighbours } from './ProjectNeighbours';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';
import { asShipped } from '../../../.storybook/asShipped';

const first = projects[0];

const meta = {
  title: 'Sections/Team and projects/ProjectDetail',
  tags: ['stable'],
  component: ProjectDetail,
  subcomponents: { ProjectFacts, ProjectNeighbours },
  args: { project: first, ...neighbours(projects, first.id), labels: ui.projects },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The body of a client story page (/project-details/1 to 6): photo, title, summary, a "Project Info" box (client, location, structure, date), the story, and links to the stories either side, wrapping round at the ends.

**When not to use it.** To list stories use *ProjectGrid* or *ProjectCarousel*; for a service, *ServiceDetail*. It sits under *PageHero*, which has the h1.

**Content rules.** Words come from \`src/content/projects.ts\`, labels from \`ui.projects\` in \`src/content/ui.ts\`. As now: title 1 to 2 words, eyebrow one word, summary one sentence, body three short paragraphs. Structure names what we set up ("Wyoming LLC"), location is "City, Country", date "Month Year". State names, LLC, EIN and form names stay in English. The photo's alt text says what it shows.

**Keyboard and screen reader.** Not a named region: the hero above carries the same title. The title is an h2, the facts box an h3 over a description list. The way on is a navigation landmark ("More client stories") with up to two links, each named "Previous Project" or "Next Project" plus the story's title. Right to left, the arrows point the other way (*Arabic*).

**Do / Don't.**
- Do: pass both neighbours, as in *Playground*, where the first story links back to the last.
- Do: expect one empty half when a story has only one way on (*OnlyNext*).
- Don't: make the title an h1: the hero has it.

**Status.** Stable: used on /project-details/1 to /project-details/6. Interaction tests in *Playground*, *OnlyNext* and *Arabic*; a unit test for the wrap-round; axe on every story; screenshots for all but *OnlyNext*.`,
      },
    },
  },
} satisfies Meta<typeof ProjectDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matches a name that holds `first`, then `second` further on (a way on's direction, then the story's title). */
const inOrder = (first: string, second: string) => (name: string) => {
  const at = name.indexOf(first);
  return at >= 0 && name.includes(second, at + first.length);
};

/** /project-details/1: the story, its facts, and the stories either side (wrapping to the last). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { project, labels } = args;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: project.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: project.image.alt })).toHaveAttribute('width', '800');
    await expect(canvas.getByText(project.summary)).toBeVisible();
    for (const paragraph of project.body) await expect(canvas.getByText(paragraph)).toBeVisible();
    for (const [term, detail] of [
      [labels.client, project.client],
      [labels.location, project.location],
      [labels.category, project.category],
      [labels.date, project.date],
    ]) {
      await expect(canvas.getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(detail);
    }
    const nav = canvas.getByRole('navigation', { name: labels.projectNavigation });
    await expect(within(nav).getByRole('link', { name: inOrder(labels.previousProject, args.previous!.title) })).toHaveAttribute('href', '/project-details/6');
    await expect(within(nav).getByRole('link', { name: inOrder(labels.nextProject, args.next!.title) })).toHaveAttribute('href', '/project-details/2');
  },
};

/** A story with only a way on (no previous). */
export const OnlyNext: Story = {
  args: { project: projects[3], previous: undefined, next: projects[4] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.labels.projectNavigation });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await expect(within(nav).getByRole('link')).toHaveAttribute('href', '/project-details/5');
  },
};

/** Phone layout; one body paragraph and one way on, so the section fits the tester's 1400 px window unscaled. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { project: { ...projects[2], body: projects[2].body.slice(0, 1) }, previous: undefined, next: projects[3] },
};

/** Hovered, the link to the previous project takes the paper colour and a brand border; beside it, the next at rest. */
export const Hover: Story = hoverStory<Story>('nav > div:first-child > a', 'nav');

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
