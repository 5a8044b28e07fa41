import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { enqueueSnackbar } from 'notistack';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shellLabels } from '../../content/shellLabels';
import { ToastHost, type ToastHostProps } from './ToastHost';
import { ToastContent } from './ToastContent';
import { asShipped } from '../../../.storybook/asShipped';

/** Beside the host, not inside it, as on the site: notistack's global function reaches it. */
function Trigger({ message }: { message: string }) {
  return (
    <Button variant="contained" sx={{ m: 4 }} onClick={() => enqueueSnackbar(message, { variant: 'success' })}>
      Show toast
    </Button>
  );
}

/** The host's props, and the toast the story's button asks for: an arg, so it is shown in the story's language. */
type ToastHostStoryArgs = ToastHostProps & { message: string };

const meta = {
  title: 'Sections/Layout/ToastHost',
  tags: ['stable'],
  component: ToastHost,
  subcomponents: { ToastContent },
  args: { closeLabel: shellLabels.toasts.close, message: shellLabels.toasts.newsletter, autoHideDuration: null, onReady: fn() },
  render: ({ message, ...args }) => (
    <>
      <ToastHost {...args} />
      <Trigger message={message} />
    </>
  ),
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Short confirmations in the top-right corner, such as "Thanks for Your Email" after the newsletter form (/home-2) and "Thanks for your Comment" after a blog comment. It is part of every page's frame, loads only when the first toast is asked for, shows up to three at a time and closes each after 5 seconds.

**When not to use it.** Not for anything a visitor must read, fix or decide: it goes away by itself. A field's problem belongs next to the field. It is not placed on a page: code calls \`notify()\` (\`src/platform/notify.ts\`).

**Content rules.** Messages and the close button's name come from \`shellLabels.toasts\` in \`src/content/shellLabels.ts\`. One short line, up to five words, readable in 5 seconds; no link, no question.

**Keyboard and screen reader.** Each toast has the alert role, so screen readers announce it as it appears; focus stays where it was. Its close button is named "Dismiss notification". Escape anywhere on the page closes every open toast (*ClosesByEscape*). Colours come from the theme and keep AA contrast in both schemes.

**Do / Don't.**
- Do: use the success variant for a thank-you, as in *Showing*.
- Do: keep the message short enough to read before it closes (*ClosesByItself*).
- Don't: put a link or button in it: the close button is its only control (*ClosesByButton*).

**Status.** Stable: on every page. Interaction tests in all four stories; axe in both schemes and screenshots on *Showing* only (held open with \`autoHideDuration\` set to \`null\`); the other three are checked by axe in light.`,
      },
    },
  },
} satisfies Meta<ToastHostStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast top-right, held open for review. */
export const Showing: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    // The site's toast slot waits for this before it hands over a toast.
    await waitFor(() => expect(args.onReady).toHaveBeenCalledWith(expect.any(Function)));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByText(args.message)).toBeVisible();
  },
};

export const ClosesByButton: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await screen.findByText(args.message);
    await userEvent.click(screen.getByRole('button', { name: args.closeLabel }));
    // The toast leaves through its exit transition; a busy test machine can take over a second.
    await waitFor(() => expect(screen.queryByText(args.message)).not.toBeInTheDocument());
  },
};

export const ClosesByEscape: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await screen.findByText(args.message);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(args.message)).not.toBeInTheDocument());
  },
};

/** Closes by itself after 5 s on the site; 300 ms here. */
export const ClosesByItself: Story = {
  args: { autoHideDuration: 300 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await screen.findByText(args.message);
    await waitFor(() => expect(screen.queryByText(args.message)).not.toBeInTheDocument());
  },
};

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
