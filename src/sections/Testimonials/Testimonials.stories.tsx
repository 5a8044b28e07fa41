import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { testimonialsSection } from '../../content/home';
import { testimonialLabels } from '../../content/sectionLabels';
import { testimonials, testimonialsWithPhoto } from '../../content/testimonials';
import { Testimonials, type TestimonialsLabels } from './Testimonials';
import { CarouselPager } from './CarouselPager';
import { TestimonialSlide } from './TestimonialSlide';
import { CarouselControls } from '../../components/CarouselControls';
import { arabicStory } from '../../../.storybook/arabicStory';
import { storyLocale } from '../../../.storybook/storyLocale';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Marketing/Testimonials',
  tags: ['stable'],
  component: Testimonials,
  subcomponents: { CarouselControls, CarouselPager, TestimonialSlide },
  args: {
    heading: testimonialsSection,
    testimonials,
    labels: testimonialLabels,
    pager: 'fraction',
    autoplay: false,
    autoplayDelayMs: 3000,
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** "What people say": founders' quotes in a looping carousel, one at a time, each with name and role (and a photo where asked), with previous and next buttons, a pager and a pause/play button. On every home page: on the formation home (/) and the agency home (/home-2) it moves every 3 s with a "2 / 3" pager; on the business home (/business) and the showcase home (/home-3) every 5 s with dots, the showcase one with photos.

**When not to use it.** For a client's whole story use *ProjectCarousel* or *ProjectGrid*; for partner logos, *BrandBand*; for the team, *TeamGrid*.

**Content rules.** Quotes from \`testimonials\` and \`testimonialsWithPhoto\` in \`src/content/testimonials.ts\`, the heading from \`testimonialsSection\` in \`src/content/home.ts\`, button and slide names from \`ui.carousel\` (gathered as \`testimonialLabels\` in \`src/content/sectionLabels.ts\`). A quote is two sentences, about 25 to 30 words, in the client's own words; the role is "what they do, country" ("SaaS founder, Brazil"). People's names stay as written. A photo's alt text names the person and says what it shows.

**Keyboard and screen reader.** A region named by its h2 holds the carousel: a focusable region with role description "carousel", named "Testimonials". While it has focus, Left and Right arrow keys move one quote (swapped right to left). Each quote is a group with role description "slide", named "1 of 3", holding a \`blockquote\` in a \`figure\`. The buttons are "Previous testimonial", "Next testimonial", the dots "Go to slide 3" (the current one \`aria-current\`) and "Pause carousel" or "Play carousel". The "2 / 3" pager is plain text. It holds still while the pointer is on the quotes or keyboard focus is in the carousel (but not on the pause button). Under reduced motion it never moves by itself, has no pause button, and a move jumps instead of gliding.

**Do / Don't.**
- Do: review it still (\`autoplay: false\`), as in *FractionPager*; on the site it starts moving.
- Do: keep the pause button whenever quotes move (*PauseStopsAutoplay*).
- Don't: expect an end: Previous on the first quote shows the last (*Loops*).

**Status.** Stable: used on the four home pages and their dark twins, through the Testimonials island, which keeps each quote as prerendered and sends the browser none of their words. Interaction tests in every story but *Phone* (*Arabic*: right to left; *StepsBothWays* reverses a glide half way); unit tests (\`Testimonials.test.tsx\`) for taps before the carousel is ready; axe on every story; screenshots (light and dark; Phone, Tablet and Arabic stories in light) for *FractionPager*, *BulletsPager*, *WithPhotos*, *Phone* and *Arabic*.`,
      },
    },
  },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once slide `n` has come to rest in view, within `tolerance` px of its place. Embla animates
 * in JS, which the harness cannot freeze, and its last frames move the slide by fractions of a pixel,
 * enough to shift every glyph's antialiasing; so a story photographed after a move waits until the
 * slide is still for a few frames and aligned to Embla's two-decimal rounding (the default tolerance).
 */
async function settledOn(canvasElement: HTMLElement, labels: TestimonialsLabels, n: number, tolerance = 0.02) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: labels.carousel });
  const slide = () => canvas.getByRole('group', { name: labels.slideOf(n, 3) });
  const offset = () => slide().getBoundingClientRect().left - region.getBoundingClientRect().left;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await waitFor(async () => {
    const first = offset();
    for (let i = 0; i < 3; i += 1) await frame();
    expect(offset(), 'the slide is still moving').toBe(first);
    // What a failure needs to tell a glide that stopped short from a layout Embla measured otherwise.
    const track = slide().parentElement;
    const layout = `track ${track?.style.transform}, slide ${slide().offsetWidth} px by offsetWidth, ${slide().getBoundingClientRect().width} px drawn`;
    expect(Math.abs(first), `slide ${n} rests ${first} px from its place (${layout})`).toBeLessThan(tolerance);
  });
}

/**
 * Home 1: fraction pager, 3000 ms autoplay (paused here so the screenshot holds still). Photographed
 * as it opens, on the slide Embla starts on exactly: a picture taken after a glide depends on where
 * the glide's last frame stopped (*StepsBothWays* moves it).
 */
export const FractionPager: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args: { labels } }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: labels.carousel })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('group', { name: labels.slideOf(1, 3) })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.next })).toBeEnabled();
    await settledOn(canvasElement, labels, 1);
  },
};

/** Next, then previous while the glide is still going: the pager follows each tap, and the first quote comes back to its place. */
export const StepsBothWays: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args: { labels } }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await expect(await canvas.findByText('2 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.previous }));
    await expect(await canvas.findByText('1 / 3')).toBeVisible();
    await settledOn(canvasElement, labels, 1, 0.5);
  },
};

/** The 5000 ms variant with one bullet per slide. */
export const BulletsPager: Story = {
  args: { pager: 'bullets', autoplayDelayMs: 5000 },
  play: async ({ canvasElement, args: { labels } }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.goToSlide(1) })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: labels.goToSlide(3) }));
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.goToSlide(3) })).toHaveAttribute('aria-current', 'true'));
    await expect(canvas.getByRole('button', { name: labels.goToSlide(1) })).not.toHaveAttribute('aria-current');
    await settledOn(canvasElement, labels, 3);
  },
};

export const WithPhotos: Story = {
  args: { testimonials: testimonialsWithPhoto, showPhotos: true, pager: 'bullets', autoplayDelayMs: 5000 },
  play: async ({ canvasElement, args }) => {
    const first = args.testimonials[0].image;
    await expect(within(canvasElement).getByRole('img', { name: first?.alt })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const KeyboardArrows: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args: { labels }, globals }) => {
    const canvas = within(canvasElement);
    // The next quote lies the way the text reads: to the left on a right-to-left page.
    const [next, previous] = storyLocale(globals).dir === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    canvas.getByRole('region', { name: labels.carousel }).focus();
    await userEvent.keyboard(next);
    await expect(await canvas.findByText('2 / 3')).toBeVisible();
    await userEvent.keyboard(previous);
    await expect(await canvas.findByText('1 / 3')).toBeVisible();
  },
};

/** Next from the last slide wraps to the first, and previous from the first to the last. */
export const Loops: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args: { labels } }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.previous }));
    await expect(await canvas.findByText('3 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await expect(await canvas.findByText('1 / 3')).toBeVisible();
  },
};

/** Autoplay with a short delay: the pause button holds the slide, play moves it on again. */
export const PauseStopsAutoplay: Story = {
  args: { autoplay: true, autoplayDelayMs: 300 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args: { labels } }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 / 3', {})).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.pause }));
    const toggle = canvas.getByRole('button', { name: labels.play });
    const held = canvas.getByText(/^\d \/ 3$/).textContent;
    await pause(1000);
    await expect(canvas.getByText(/^\d \/ 3$/)).toHaveTextContent(held ?? '');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: labels.pause })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/^\d \/ 3$/).textContent).not.toBe(held));
  },
};

/** Whether the story's tap came before Embla: Embla sets the track's transform as it is created. */
const earlyTap = { beforeEmbla: false };

/**
 * Taps "next" from an effect right after the section's first commit, as the page replays a tap held
 * until hydration: useEmblaCarousel creates Embla only a commit later.
 */
function TapOnFirstCommit({ labels, children }: { labels: TestimonialsLabels; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = within(ref.current!);
    earlyTap.beforeEmbla = region.getByRole('group', { name: labels.slideOf(1, 3) }).parentElement?.style.transform === '';
    region.getByRole('button', { name: labels.next }).click();
    // Once, on the first commit: a second tap would not be the early one this story is about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={ref}>{children}</div>;
}

/** A slow phone: the tap lands once React has the section but before Embla exists, and still counts. */
export const TapBeforeCarouselIsReady: Story = {
  parameters: { visual: { disable: true } },
  render: (args) => (
    <TapOnFirstCommit labels={args.labels}>
      <Testimonials {...args} />
    </TapOnFirstCommit>
  ),
  play: async ({ canvasElement, args }) => {
    await expect(earlyTap.beforeEmbla).toBe(true);
    await expect(await within(canvasElement).findByText('2 / 3')).toBeVisible();
    await settledOn(canvasElement, args.labels, 2, 0.5);
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(FractionPager);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
