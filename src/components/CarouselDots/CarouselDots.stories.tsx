import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ui } from '../../content/ui';
import { CarouselDots, type CarouselDotsProps } from './CarouselDots';
import { frame, framedPicture } from '../../../.storybook/framedStory';

/** The dots as a carousel holds them: the one picked becomes the current one. */
function Dots(props: CarouselDotsProps) {
  const [selected, setSelected] = useState(props.selected);
  const select = (index: number) => {
    setSelected(index);
    props.onSelect(index);
  };
  return <CarouselDots {...props} selected={selected} onSelect={select} />;
}

const meta = {
  title: 'Patterns/CarouselDots',
  tags: ['stable'],
  component: CarouselDots,
  args: { count: 5, selected: 0, onSelect: fn(), goToSlide: ui.carousel.goToSlide },
  argTypes: {
    count: { control: { type: 'number', min: 1, max: 10 } },
    selected: { control: { type: 'number', min: 0, max: 9 } },
  },
  render: (args) => <Dots {...args} />,
  decorators: [frame()],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** One dot per slide under a carousel, to jump to any slide: *Testimonials* with its bullets pager and *ProjectCarousel*.

**When not to use it.** More than about ten slides (a "3 of 12" count says more), or a list that does not move (show it whole, or page it with *PageLinks*).

**Content rules.** Each dot is named by \`goToSlide\` ("Go to slide 3", \`carousel.goToSlide\` in \`src/content/ui.ts\`): a dot alone says nothing to a screen reader.

**Keyboard and screen reader.** One button per dot, each a tab stop; Enter or Space jumps. The current dot is wider and marked \`aria-current\`. Each has a 32 px target around its 10 px dot (WCAG 2.5.8).

**Do / Don't.**
- Do: keep the previous/next arrows beside the dots; the dots are for jumping.
- Don't: use dots for more than about ten slides; a "3 of 12" count says more.

**Status.** Stable. Plays in *FirstSlide* (click) and *ThirdSlide* (keyboard); both photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof CarouselDots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first slide in view; a click on another dot jumps there and makes it the current one. */
export const FirstSlide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(args.count);
    await expect(canvas.getByRole('button', { name: args.goToSlide(1) })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: args.goToSlide(3) }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: args.goToSlide(3) })).toHaveAttribute('aria-current', 'true');
    // Back to the first for the picture.
    await userEvent.click(canvas.getByRole('button', { name: args.goToSlide(1) }));
    await expect(canvas.getByRole('button', { name: args.goToSlide(3) })).not.toHaveAttribute('aria-current');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The third of five in view; the keyboard reaches every dot and Enter jumps. */
export const ThirdSlide: Story = {
  args: { selected: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: args.goToSlide(3) })).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: args.goToSlide(2) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(1);
    // Back to the third, focus off the dots, for the picture.
    await userEvent.click(canvas.getByRole('button', { name: args.goToSlide(3) }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
