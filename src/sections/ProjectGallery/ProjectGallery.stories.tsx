import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portfolioSection } from '../../content/home';
import { projects } from '../../content/projects';
import { ui } from '../../content/ui';
import { ProjectGallery } from './ProjectGallery';
import { GalleryTile } from './GalleryTile';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/ProjectGallery',
  component: ProjectGallery,
  subcomponents: { GalleryTile },
  args: { projects, labels: ui.projects, count: 9 },
} satisfies Meta<typeof ProjectGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlayOf = (link: HTMLElement) => link.querySelector<HTMLElement>('.gallery-overlay')!;

/** The home-3 gallery: nine tiles from six projects, the first three repeated. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(9);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3].map((id) => `/project-details/${id}`));
    await expect(links[0]).toHaveAccessibleName('View project: Digital Marketing');
    await expect(canvas.getAllByRole('img', { name: projects[0].image.alt })[0]).toHaveAttribute('height', '600');
    await expect(getComputedStyle(overlayOf(links[0])).opacity).toBe('0');
  },
};

/** Keyboard focus shows the title over the picture (the same rule as hover, which a play function cannot fake). */
export const FocusShowsTitle: Story = {
  args: { heading: portfolioSection, count: 6 },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(overlayOf(links[0])).opacity).toBe('1'));
    await expect(getComputedStyle(overlayOf(links[1])).opacity).toBe('0');
    await expect(overlayOf(links[0])).toHaveTextContent('Digital Marketing');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
