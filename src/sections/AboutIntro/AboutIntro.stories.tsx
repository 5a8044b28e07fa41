import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage, aboutSection } from '../../content/about';
import { AboutIntro } from './AboutIntro';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/AboutIntro',
  component: AboutIntro,
  args: {
    heading: aboutPage.heading,
    paragraphs: aboutPage.story,
    image: aboutPage.image,
    cta: aboutPage.cta,
  },
} satisfies Meta<typeof AboutIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /about-us: the founding story and a call to action to the contact page. */
export const AboutPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: aboutPage.heading.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: aboutPage.heading.title })).toBeVisible();
    for (const paragraph of aboutPage.story) await expect(canvas.getByText(paragraph)).toBeVisible();
    await expect(canvas.getByRole('img', { name: aboutPage.image.alt })).toBeVisible();
    await expect(canvas.getByRole('link', { name: aboutPage.cta.label })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The home page's about block: shorter text with proof points, linking to /about-us. */
export const WithPoints: Story = {
  args: {
    heading: aboutSection.heading,
    paragraphs: aboutSection.paragraphs,
    points: aboutSection.points,
    image: aboutSection.image,
    cta: aboutSection.cta,
    id: 'about',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(aboutSection.points);
    await expect(canvas.getByRole('link', { name: aboutSection.cta.label })).toHaveAttribute('href', '/about-us');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(AboutPage);
