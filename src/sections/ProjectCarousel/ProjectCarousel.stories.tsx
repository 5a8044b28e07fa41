import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portfolioSection, projects } from '../../content/projects';
import type { SiteLocale } from '../../locale/siteLocales';
import { projectCarouselLabels } from '../../content/sectionLabels';
import { ProjectCarousel, type ProjectCarouselLabels } from './ProjectCarousel';
import { ProjectSlide } from './ProjectSlide';
import { CarouselControls } from '../../components/CarouselControls';
import { CarouselDots } from '../../components/CarouselDots';
import { arabicStory } from '../../../.storybook/arabicStory';
import { storyLocale } from '../../../.storybook/storyLocale';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Team and projects/ProjectCarousel',
  tags: ['stable'],
  component: ProjectCarousel,
  subcomponents: { ProjectSlide, CarouselControls, CarouselDots },
  args: {
    projects,
    labels: projectCarouselLabels,
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Client stories to browse: photo, kind of business, title and the structure we set up (Wyoming LLC), three in view on desktop, two on a tablet, one on a phone; each card opens its project page. It moves only when asked, by button, dot, arrow key or swipe, and loops. Used as the whole of /project-carousel and, with a heading, on /home-2.

**When not to use it.** To show every story at once use ProjectGrid or ProjectGallery; for quotes, Testimonials.

**Content rules.** Projects from \`src/content/projects.ts\`, the home heading from \`src/content/home.ts\`, labels from \`src/content/sectionLabels.ts\`. Title up to three words, sub-title one word, structure as state plus LLC or C-Corp, in English. Photos need alt text.

**Keyboard and screen reader.** The carousel is a focusable region with role description "carousel"; while it has focus, Left and Right arrow keys move one story (swapped right to left, to follow what is seen). Slides are groups named "1 of 6". Each card's one link is named "View project: Data Scientist" and covers the card. Dots are named "Go to slide 3", the current one \`aria-current\`. With reduced motion a move jumps instead of gliding and photos do not zoom.

**Do / Don't.**
- Do: give it a heading among other sections (*HomePortfolio*), none alone on its page (*Playground*).
- Do: keep buttons and dots beside swipe (*KeyboardAndDots*).
- Don't: expect an end: Previous on the first story shows the last (*NextAndPrevious*).

**Status.** Stable: used on /project-carousel and /home-2. Interaction tests in *Playground*, *NextAndPrevious*, *KeyboardAndDots*, *HomePortfolio* and *Arabic*; axe in both schemes and screenshots on all but *NextAndPrevious* and *KeyboardAndDots*.`,
      },
    },
  },
} satisfies Meta<typeof ProjectCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Which project card sits at the carousel's start edge: its left edge, its right edge right to left. */
async function expectFirstInView(canvasElement: HTMLElement, labels: ProjectCarouselLabels, title: string, dir: SiteLocale['dir']) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: labels.carousel });
  const card = canvas.getByRole('link', { name: labels.viewProject(title) }).closest('article')!;
  const start = (box: DOMRect) => (dir === 'rtl' ? box.right : box.left);
  await waitFor(() => expect(Math.abs(start(card.getBoundingClientRect()) - start(region.getBoundingClientRect()))).toBeLessThan(2));
}

const dot = (canvasElement: HTMLElement, labels: ProjectCarouselLabels, n: number) => within(canvasElement).getByRole('button', { name: labels.goToSlide(n) });

/** /project-carousel: three stories in view on desktop, titles are the page's h2s. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { labels } = args;
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(canvas.getByRole('group', { name: labels.slideOf(1, 6) })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.getByRole('heading', { level: 2, name: (name) => name.includes(args.projects[0].title) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.viewProject(args.projects[3].title) })).toHaveAttribute('href', '/project-details/4');
    await expect(dot(canvasElement, labels, 1)).toHaveAttribute('aria-current', 'true');
  },
};

/** Next and previous move one story; the dots follow. */
export const NextAndPrevious: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { labels } = args;
    const { dir } = storyLocale(globals);
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await expectFirstInView(canvasElement, labels, args.projects[1].title, dir);
    await expect(dot(canvasElement, labels, 2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(canvasElement, labels, 1)).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: labels.previous }));
    await expectFirstInView(canvasElement, labels, args.projects[0].title, dir);
    // It loops: before the first story comes the last.
    await userEvent.click(canvas.getByRole('button', { name: labels.previous }));
    await expectFirstInView(canvasElement, labels, args.projects[5].title, dir);
    await expect(dot(canvasElement, labels, 6)).toHaveAttribute('aria-current', 'true');
  },
};

/** Arrow keys move the carousel while focus is inside it; a dot jumps straight to its story. */
export const KeyboardAndDots: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { labels } = args;
    const { dir } = storyLocale(globals);
    // The next story lies the way the text reads: to the left on a right-to-left page.
    const [next, previous] = dir === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    const region = canvas.getByRole('region', { name: labels.carousel });
    region.focus();
    await userEvent.keyboard(next);
    await expectFirstInView(canvasElement, labels, args.projects[1].title, dir);
    await userEvent.keyboard(next);
    await expectFirstInView(canvasElement, labels, args.projects[2].title, dir);
    await userEvent.keyboard(previous);
    await expectFirstInView(canvasElement, labels, args.projects[1].title, dir);
    await userEvent.click(dot(canvasElement, labels, 5));
    await expectFirstInView(canvasElement, labels, args.projects[4].title, dir);
    await expect(dot(canvasElement, labels, 5)).toHaveAttribute('aria-current', 'true');
  },
};

/** The agency home's portfolio slides, under their section heading. */
export const HomePortfolio: Story = {
  args: { heading: portfolioSection, background: 'default' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading!.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
