import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { testimonialsSection } from '../../content/home';
import { testimonials, testimonialsWithPhoto } from '../../content/testimonials';
import { ui } from '../../content/ui';
import { Testimonials, type TestimonialsLabels } from './Testimonials';
import { CarouselPager } from './CarouselPager';
import { TestimonialSlide } from './TestimonialSlide';
import { arabicStory } from '../../../.storybook/arabicStory';

const labels = {
  carousel: ui.carousel.testimonialsLabel,
  previous: ui.carousel.previousTestimonial,
  next: ui.carousel.nextTestimonial,
  pause: ui.carousel.pause,
  play: ui.carousel.play,
  goToSlide: ui.carousel.goToSlide,
  slideOf: ui.carousel.slideOf,
} satisfies TestimonialsLabels;

const meta = {
  title: 'Sections/Testimonials',
  component: Testimonials,
  subcomponents: { CarouselPager, TestimonialSlide },
  args: { heading: testimonialsSection, testimonials, labels, pager: 'fraction', autoplay: false, autoplayDelayMs: 3000 },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once slide `n` has come to rest in view. Embla animates in JS, which the harness cannot
 * freeze, and its last frames move the slide by fractions of a pixel, enough to shift every glyph's
 * antialiasing; so the slide must be aligned to Embla's two-decimal rounding and still for a few frames.
 */
async function settledOn(canvasElement: HTMLElement, n: number) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: labels.carousel });
  const offset = () => canvas.getByRole('group', { name: `${n} of 3` }).getBoundingClientRect().left - region.getBoundingClientRect().left;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await waitFor(async () => {
    const first = offset();
    expect(Math.abs(first)).toBeLessThan(0.02);
    for (let i = 0; i < 3; i += 1) await frame();
    expect(offset()).toBe(first);
  });
}

/** Home 1: fraction pager, 3000 ms autoplay (paused here so the screenshot holds still). */
export const FractionPager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: labels.carousel })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await expect(await canvas.findByText('2 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.previous }));
    await expect(await canvas.findByText('1 / 3')).toBeVisible();
    await settledOn(canvasElement, 1);
  },
};

/** The 5000 ms variant with one bullet per slide. */
export const BulletsPager: Story = {
  args: { pager: 'bullets', autoplayDelayMs: 5000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true'));
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    await settledOn(canvasElement, 3);
  },
};

export const WithPhotos: Story = {
  args: { testimonials: testimonialsWithPhoto, showPhotos: true, pager: 'bullets', autoplayDelayMs: 5000 },
  play: async ({ canvasElement }) => {
    const first = testimonialsWithPhoto[0].image;
    await expect(within(canvasElement).getByRole('img', { name: first?.alt })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const KeyboardArrows: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('region', { name: labels.carousel }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByText('2 / 3')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByText('1 / 3')).toBeVisible();
  },
};

/** Next from the last slide wraps to the first, and previous from the first to the last. */
export const Loops: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
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
  play: async ({ canvasElement }) => {
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
function TapOnFirstCommit({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = within(ref.current!);
    earlyTap.beforeEmbla = region.getByRole('group', { name: '1 of 3' }).parentElement?.style.transform === '';
    region.getByRole('button', { name: labels.next }).click();
  }, []);
  return <div ref={ref}>{children}</div>;
}

/** A slow phone: the tap lands once React has the section but before Embla exists, and still counts. */
export const TapBeforeCarouselIsReady: Story = {
  parameters: { visual: { disable: true } },
  render: (args) => (
    <TapOnFirstCommit>
      <Testimonials {...args} />
    </TapOnFirstCommit>
  ),
  play: async ({ canvasElement }) => {
    await expect(earlyTap.beforeEmbla).toBe(true);
    await expect(await within(canvasElement).findByText('2 / 3')).toBeVisible();
    await settledOn(canvasElement, 2);
  },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(FractionPager);
