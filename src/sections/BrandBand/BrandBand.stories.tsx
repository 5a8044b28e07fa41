import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brands } from '../../content/brands';
import { brandBand } from '../../content/home';
import { ui } from '../../content/ui';
import { BrandBand, type BrandBandLabels } from './BrandBand';
import { BrandFilm } from './BrandFilm';
import { LogoCarousel } from './LogoCarousel';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Marketing/BrandBand',
  tags: ['stable'],
  component: BrandBand,
  subcomponents: { BrandFilm, LogoCarousel },
  args: {
    ...brandBand,
    brands,
    labels: {
      carousel: ui.carousel.brandsLabel,
      pause: ui.carousel.pauseBrands,
      play: ui.carousel.playBrands,
      slideOf: ui.carousel.slideOf,
      videoUnsupported: ui.video.unsupported,
    },
    videoDelayMs: null,
    autoScroll: false,
  },
  // The screenshot harness waits for <img> elements, not for a video poster: load the poster before rendering.
  loaders: [
    async () => {
      const poster = new Image();
      poster.src = brandBand.film.poster.src;
      await poster.decode().catch(() => undefined);
      return {};
    },
  ],
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** A dark city band with a short trust claim and the muted brand film, above a moving strip of partner logos. It sits on Home 1 (/) and Home 3 (/home-3).

**When not to use it.** For what clients say use *Testimonials*; for figures, *Counters*. Not for a film that carries information: it plays muted, without captions.

**Content rules.** From \`brandBand\` in \`src/content/home.ts\` and the logos in \`src/content/brands.ts\`. The claim is one line of up to about six words. A logo's alt text is the brand name drawn in it. The background picture is decoration, never read.

**Keyboard and screen reader.** The section is named by its h2, the claim. The film is a native video with controls, named by the poster's alt; it starts muted after 5 s, except under reduced motion. The logo strip is a focusable carousel region, "Brands that trust us", each logo a slide "1 of 10". Left and Right arrows step it, mirrored right to left. It holds still under the pointer or keyboard focus, and "Pause brand logos" stops it until Play. Under reduced motion it never moves by itself and has no button.

**Do / Don't.**
- Do: review it still, as in *Static* (\`autoScroll: false\`, \`videoDelayMs: null\`).
- Do: keep the pause button whenever logos move (*PauseStopsScrolling*).

**Status.** Stable: used on Home 1 and Home 3. Play functions in *Static*, *KeyboardArrows*, *PauseStopsScrolling*, *FilmStartsAfterDelay* and *Arabic* (right to left). Axe checks every story; *Static*, *Phone*, *Tablet* and *Arabic* are screenshotted.`,
      },
    },
  },
} satisfies Meta<typeof BrandBand>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const firstLogoLeft = (canvasElement: HTMLElement, labels: BrandBandLabels) =>
  within(canvasElement)
    .getByRole('group', { name: labels.slideOf(1, 10) })
    .getBoundingClientRect().left;

/** Still logos, film on its poster: the screenshot state. */
export const Static: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slides = Array.from({ length: 10 }, (_, index) => args.labels.slideOf(index + 1, 10));
    await expect(canvas.getByRole('heading', { level: 2, name: args.text })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: (name) => slides.includes(name) })).toHaveLength(10);
    await expect(canvas.getAllByRole('img', { name: args.brands[0].name })).toHaveLength(2);
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video?.muted).toBe(true);
    await expect(video?.paused).toBe(true);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** Arrow keys on the focused logo strip step it back and forth. */
export const KeyboardArrows: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: args.labels.carousel });
    const start = firstLogoLeft(canvasElement, args.labels);
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(firstLogoLeft(canvasElement, args.labels)).toBeLessThan(start - 100));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(firstLogoLeft(canvasElement, args.labels)).toBeCloseTo(start, 0));
  },
};

/** The logos move on their own until the visitor presses pause. */
export const PauseStopsScrolling: Story = {
  args: { autoScroll: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { labels } = args;
    const start = firstLogoLeft(canvasElement, labels);
    await waitFor(() => expect(firstLogoLeft(canvasElement, labels)).not.toBe(start));
    await userEvent.click(canvas.getByRole('button', { name: labels.pause }));
    await expect(canvas.getByRole('button', { name: labels.play })).toBeVisible();
    await pause(100);
    const held = firstLogoLeft(canvasElement, labels);
    await pause(600);
    await expect(firstLogoLeft(canvasElement, labels)).toBe(held);
    await userEvent.click(canvas.getByRole('button', { name: labels.play }));
    await expect(canvas.getByRole('button', { name: labels.pause })).toBeVisible();
    await waitFor(() => expect(firstLogoLeft(canvasElement, labels)).not.toBe(held));
  },
};

/** The muted film starts by itself after the delay (5 s on the site, 600 ms here). */
export const FilmStartsAfterDelay: Story = {
  args: { videoDelayMs: 600 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video?.paused).toBe(true);
    await waitFor(() => expect(video?.paused).toBe(false));
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Static);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
