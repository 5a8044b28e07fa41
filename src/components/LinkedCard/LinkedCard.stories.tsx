import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { projectCards } from '../../content/projects';
import { ui } from '../../content/ui';
import { detailPath } from '../../sitePaths';
import { Eyebrow } from '../Eyebrow';
import { ResponsiveImage } from '../ResponsiveImage';
import { CardTitleLink } from './CardTitleLink';
import { LinkedCard } from './LinkedCard';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const project = projectCards[0];

/** A project's card: picture, sub-title, the title that links, the summary. */
function ProjectCardExample() {
  return (
    <LinkedCard sx={{ '&:hover': { boxShadow: 6 } }}>
      <ResponsiveImage image={project.image} loading="eager" sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'brand.tint' }} />
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Eyebrow>{project.subTitle}</Eyebrow>
        <CardTitleLink variant="h4" component="h3" to={detailPath('project-details', project.id)} label={ui.projects.viewProject(project.title)}>
          {project.title}
        </CardTitleLink>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {project.summary}
        </Typography>
      </Box>
    </LinkedCard>
  );
}

const meta = {
  title: 'Patterns/LinkedCard',
  component: ProjectCardExample,
  decorators: [frame(340)],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** A card whose whole surface leads to one page: *ProjectGrid*, *ProjectCarousel*, *TeamGrid* (cards, list and overlay), *ServiceList* (cards and compact tiles), *ServicesGrid*. \`LinkedCard\` is the positioned card; \`CardTitleLink\` its heading, whose link's hit area (\`::after\`) covers the card.

**Content rules.** The title is the link's text; where it says too little alone, \`label\` names the link fully from the catalog ("View project: …", \`projects.viewProject\` in \`src/content/ui.ts\`).

**Keyboard and screen reader.** One link and one tab stop a card, inside its heading, so a heading list reads the cards and every card is one link. Focus draws the ring around the whole card. A control that must stay clickable on top (social links) needs \`position: relative; z-index: 1\`.

**Do / Don't.**
- Do: pick the heading level under the section's heading (\`component="h3"\`; h2 when the list has no heading).
- Don't: put a second link in the card's text: the stretched link covers it.

**Status.** Stable. Plays in *ProjectCard* (keyboard) and *Focused*; both photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof ProjectCardExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link, inside the heading, named in full. */
export const ProjectCard: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const links = within(card).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(ui.projects.viewProject(project.title));
    await expect(links[0]).toHaveAttribute('href', `/project-details/${project.id}`);
  },
};

/** Reached by the keyboard: the ring goes around the whole card, its hit area. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};
