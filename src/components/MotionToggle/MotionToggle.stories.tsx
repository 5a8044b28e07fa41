import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ui } from '../../content/ui';
import { MotionToggle, type MotionToggleProps } from './MotionToggle';
import { frame, framedPicture } from '../../../.storybook/framedStory';

/** The button as a carousel holds it: each press flips between playing and paused. */
function Toggle(props: MotionToggleProps) {
  const [playing, setPlaying] = useState(props.playing);
  const toggle = () => {
    setPlaying((value) => !value);
    props.onToggle();
  };
  return <MotionToggle {...props} playing={playing} onToggle={toggle} />;
}

const meta = {
  title: 'Patterns/MotionToggle',
  tags: ['stable'],
  component: MotionToggle,
  args: { playing: true, onToggle: fn(), pauseLabel: ui.carousel.pause, playLabel: ui.carousel.play },
  render: (args) => <Toggle {...args} />,
  decorators: [frame()],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The visible pause/play button of every carousel that moves on its own (WCAG 2.2.2): *Testimonials* and the logo strip of *BrandBand*. Under reduced motion nothing moves and the carousel leaves it out.

**When not to use it.** A carousel that moves only when the visitor swipes or presses its dots needs no pause button; a video has the player's own controls.

**Content rules.** Two labels naming what the press does and to what: "Pause carousel" / "Play carousel", "Pause brand logos" / "Play brand logos" (\`carousel\` in \`src/content/ui.ts\`).

**Keyboard and screen reader.** A button named for what it will do: "Pause carousel" while the carousel plays, "Play carousel" while it is paused. Enter or Space presses it.

**Do / Don't.**
- Do: place it next to the carousel's other controls, as the sections do.
- Don't: hide it on hover or on small screens; it must always be there while something moves.

**Status.** Stable. Plays in *Playing* (click) and *Paused* (keyboard); both photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof MotionToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The carousel moves: the button offers to pause it; a press pauses, a second plays again. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.pauseLabel }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: args.playLabel }));
    await expect(canvas.getByRole('button', { name: args.pauseLabel })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The visitor paused it: the button offers to play; Enter plays. */
export const Paused: Story = {
  args: { playing: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: args.playLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: args.pauseLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: args.playLabel })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
