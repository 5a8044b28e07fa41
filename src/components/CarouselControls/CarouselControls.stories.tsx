import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ui } from '../../content/ui';
import { CarouselDots } from '../CarouselDots';
import { useAutoMotion } from '../carousel/carouselMotion';
import { CarouselControls } from './CarouselControls';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const count = 4;
const labels = { previous: ui.carousel.previousSlide, next: ui.carousel.nextSlide, pause: ui.carousel.pause, play: ui.carousel.play };

interface BarProps {
  /** Dots to jump with, or '2 / 4' between the arrows. */
  position: 'dots' | 'fraction';
  /** The carousel moves on its own: a pause/play button ends the bar. */
  moving: boolean;
  onStep: (step: 'prev' | 'next') => void;
}

/** The bar as a carousel holds it: the arrows move the slide in view, looping as Embla does. */
function Bar({ position, moving, onStep }: BarProps) {
  const [selected, setSelected] = useState(0);
  const motion = useAutoMotion(true);
  const step = (to: 'prev' | 'next') => {
    setSelected((index) => (index + (to === 'next' ? 1 : count - 1)) % count);
    onStep(to);
  };
  return (
    <CarouselControls labels={labels} onStep={step} pausable={moving ? { motion, labels } : undefined}>
      {position === 'dots' ? (
        <CarouselDots count={count} selected={selected} onSelect={setSelected} goToSlide={ui.carousel.goToSlide} />
      ) : (
        <Typography component="p" dir="ltr" sx={{ minWidth: 56, textAlign: 'center', fontWeight: 600 }}>{`${selected + 1} / ${count}`}</Typography>
      )}
    </CarouselControls>
  );
}

const meta = {
  title: 'Patterns/CarouselControls',
  component: Bar,
  args: { position: 'dots', moving: false, onStep: fn() },
  argTypes: { position: { control: 'inline-radio', options: ['dots', 'fraction'] } },
  decorators: [frame(420)],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The bar under a carousel: previous, where the visitor is, next, and pause/play when the carousel moves on its own (WCAG 2.2.2). *Testimonials* and *ProjectCarousel* hold it; the logo strip of *BrandBand* has only its pause/play button (\`AutoMotionToggle\`, from the same folder).

**Content rules.** The arrows are named for what they reach ("Previous slide", "Next testimonial"), the pause/play button for what a press does (\`carousel\` in \`src/content/ui.ts\`).

**Keyboard and screen reader.** Buttons in reading order; the arrows' icons turn with the text in Arabic, where "next" is on the left. The pause/play button is left out under reduced motion, where nothing moves.

**Do / Don't.**
- Do: put where the visitor is between the arrows: dots to jump with, or "2 / 4".
- Don't: leave out the pause/play button of a carousel that moves by itself.

**Status.** Stable. Plays in *WithDots* (arrows) and *MovingOnItsOwn* (pause); both photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof Bar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows around one dot per slide: the next arrow moves the current dot on. */
export const WithDots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await expect(args.onStep).toHaveBeenCalledWith('next');
    await expect(canvas.getByRole('button', { name: ui.carousel.goToSlide(2) })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: labels.previous }));
    await expect(args.onStep).toHaveBeenCalledWith('prev');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A carousel that moves by itself: '1 / 4' between the arrows and a pause button at the end. */
export const MovingOnItsOwn: Story = {
  args: { position: 'fraction', moving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(canvas.queryByRole('button', { name: labels.pause })).toBeNull();
      return;
    }
    await userEvent.click(canvas.getByRole('button', { name: labels.pause }));
    await expect(canvas.getByRole('button', { name: labels.play })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.play }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
