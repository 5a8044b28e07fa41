import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { projects } from '../../content/projects';
import { ui } from '../../content/ui';
import { ProjectDetail } from './ProjectDetail';
import { neighbours } from './neighbours';
import { ProjectFacts } from './ProjectFacts';
import { ProjectNeighbours } from './ProjectNeighbours';
import { arabicStory } from '../../../.storybook/arabicStory';

const project = projects[0];

const meta = {
  title: 'Sections/ProjectDetail',
  component: ProjectDetail,
  subcomponents: { ProjectFacts, ProjectNeighbours },
  args: { project, ...neighbours(projects, project.id), labels: ui.projects },
} satisfies Meta<typeof ProjectDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /project-details/1: the story, its facts, and the stories either side (wrapping to the last). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: project.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: project.image.alt })).toHaveAttribute('width', '800');
    await expect(canvas.getByText(project.summary)).toBeVisible();
    for (const paragraph of project.body) await expect(canvas.getByText(paragraph)).toBeVisible();
    for (const [term, detail] of [
      ['Client', project.client],
      ['Location', project.location],
      ['Structure', project.category],
      ['Date', project.date],
    ]) {
      await expect(canvas.getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(detail);
    }
    const nav = canvas.getByRole('navigation', { name: ui.projects.projectNavigation });
    await expect(within(nav).getByRole('link', { name: /Previous Project.*E-commerce Launch/ })).toHaveAttribute('href', '/project-details/6');
    await expect(within(nav).getByRole('link', { name: /Next Project.*Development Agency/ })).toHaveAttribute('href', '/project-details/2');
  },
};

/** A story with only a way on (no previous). */
export const OnlyNext: Story = {
  args: { project: projects[3], previous: undefined, next: projects[4] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: ui.projects.projectNavigation });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await expect(within(nav).getByRole('link')).toHaveAttribute('href', '/project-details/5');
  },
};

/** Phone layout; one body paragraph and one way on, so the section fits the tester's 1400 px window unscaled. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { project: { ...projects[2], body: projects[2].body.slice(0, 1) }, previous: undefined, next: projects[3] },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
