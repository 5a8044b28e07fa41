import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage, aboutSection } from '../../content/about';
import { AboutIntro } from './AboutIntro';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Marketing/AboutIntro',
  tags: ['stable'],
  component: AboutIntro,
  args: {
    heading: aboutPage.heading,
    paragraphs: aboutPage.story,
    image: aboutPage.image,
    cta: aboutPage.cta,
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Tells a visitor who the company is: a team photo beside the founding story, optional proof points and one button to the next step. Used on About Us (/about-us), above MissionValues.

**When not to use it.** For the mission and values use MissionValues; for reasons to choose us, WhyChooseUs. It holds one photo and one button, so it does not fit a gallery or several actions.

**Content rules.** From \`src/content/about.ts\` (\`aboutPage\`; *WithPoints* shows the shorter \`aboutSection\`). Title up to ten words; two or three paragraphs of 30 to 45 words; at most three points of up to seven words; button label up to five words. Plain "we" tone, no slogans; StarBridge Formation, LLC, EIN, IRS and state names stay in English. The photo's alt text says what it shows.

**Keyboard and screen reader.** The button is the one tab stop. The band is a region named by its h2; the points are a list with hidden check icons; the photo is read by its alt text, its backdrop hidden. In right-to-left languages the layout mirrors and the arrow turns round (*Arabic*).

**Do / Don't.**
- Do: end with one clear next step, as the contact link in *AboutPage*.
- Do: keep points to three short facts, as in *WithPoints*.
- Don't: let the story pass three paragraphs: on a phone the photo comes first and the button ends far below (*Phone*).

**Status.** Stable: used on /about-us. Interaction tests in *AboutPage*, *WithPoints* and *Arabic*; every story is checked by axe and screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof AboutIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /about-us: the founding story and a call to action to the contact page. */
export const AboutPage: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: args.heading.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading.title })).toBeVisible();
    for (const paragraph of args.paragraphs) await expect(canvas.getByText(shown(paragraph))).toBeVisible();
    await expect(canvas.getByRole('img', { name: args.image.alt })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.cta!.label })).toHaveAttribute('href', '/contact-us');
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(args.points);
    await expect(canvas.getByRole('link', { name: args.cta!.label })).toHaveAttribute('href', '/about-us');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(AboutPage);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
