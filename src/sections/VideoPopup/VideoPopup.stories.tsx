import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { videoPopup } from '../../content/home';
import { ui } from '../../content/ui';
import { VideoPopup } from './VideoPopup';
import { VideoDialog } from './VideoDialog';
import { arabicStory } from '../../../.storybook/arabicStory';
import { hoverStory } from '../../../.storybook/hoverStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Marketing/VideoPopup',
  tags: ['stable'],
  component: VideoPopup,
  subcomponents: { VideoDialog },
  // A still first frame keeps screenshots stable; on the site the muted film starts when the dialog opens.
  args: { ...videoPopup, labels: ui.video, autoPlay: false },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The "How it works" film on the agency home (/home-2 and /home-2-dark): its poster with a large play button; the film opens in a dialog, muted, with the browser's controls and English captions.

**When not to use it.** For a film that plays by itself behind a line of text use *BrandBand*.

**Content rules.** Words and media come from \`videoPopup\` in \`src/content/home.ts\` and \`ui.video\` in \`src/content/ui.ts\`. Title up to 7 words, one sentence under it. List the WebM source before the MP4. The captions are English in every language; only the track's name is translated. The poster's alt text says what the film shows.

**Keyboard and screen reader.** A region named by its h2. The play button ("Play video") says it opens a dialog; Enter opens it and focus moves inside. The dialog is named by its title; Escape, the close button ("Close video") or the backdrop close it, and focus goes back to the play button. The film starts muted; its controls turn on sound and captions. Under reduced motion the ripple round the play button stops.

**Do / Don't.**
- Do: keep the captions track with the film (*DialogOpen*).
- Do: keep the keyboard path working, as *KeyboardOpens* and *DialogCloses* check.
- Don't: judge the film's motion from the stories: they hold a still frame (\`autoPlay\` off); the site starts the muted film when the dialog opens.

**Status.** Stable: used on the agency home. Interaction tests in *Playground*, *DialogOpen*, *DialogOpenPhone*, *DialogCloses*, *KeyboardOpens* and *Arabic*; axe on every story; screenshots for all but *DialogCloses* and *KeyboardOpens*.`,
      },
    },
  },
} satisfies Meta<typeof VideoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: args.poster.alt })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('button', { name: args.labels.play })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The dialog with the film, its sources and captions. */
export const DialogOpen: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.labels.play }));
    const dialog = await screen.findByRole('dialog', { name: args.labels.dialogTitle });
    const video = dialog.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('poster', args.poster.src);
    await expect([...dialog.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/media/brand-film.webm', '/media/brand-film.mp4']);
    await expect(dialog.querySelector('track')).toHaveAttribute('kind', 'captions');
  },
};

export const DialogOpenPhone: Story = {
  ...DialogOpen,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Escape closes it, the close button closes it, and focus returns to the play button each time. */
export const DialogCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args: { labels } }) => {
    const play = within(canvasElement).getByRole('button', { name: labels.play });

    await userEvent.click(play);
    await screen.findByRole('dialog', { name: labels.dialogTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(play).toHaveFocus());

    await userEvent.click(play);
    const dialog = await screen.findByRole('dialog', { name: labels.dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(play).toHaveFocus());
  },
};

/** Keyboard only: Enter on the play button opens it, focus moves into the dialog. */
export const KeyboardOpens: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args: { labels } }) => {
    const play = within(canvasElement).getByRole('button', { name: labels.play });
    play.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: labels.dialogTitle });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(play).toHaveFocus());
  },
};

/** Hovered, the play button turns a lighter shade. */
export const Hover: Story = hoverStory<Story>('button[aria-haspopup="dialog"]', 'section');

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
