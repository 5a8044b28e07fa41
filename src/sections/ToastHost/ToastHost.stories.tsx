import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { enqueueSnackbar } from 'notistack';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost } from './ToastHost';
import { ToastContent } from './ToastContent';

/** Beside the host, not inside it, as on the site: notistack's global function reaches it. */
function Trigger({ message }: { message: string }) {
  return (
    <Button variant="contained" sx={{ m: 4 }} onClick={() => enqueueSnackbar(message, { variant: 'success' })}>
      Show toast
    </Button>
  );
}

const meta = {
  title: 'Sections/ToastHost',
  component: ToastHost,
  subcomponents: { ToastContent },
  args: { closeLabel: 'Dismiss notification', autoHideDuration: null, onReady: fn() },
  render: (args) => (
    <>
      <ToastHost {...args} />
      <Trigger message="Thanks for Your Email" />
    </>
  ),
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast top-right, held open for review. */
export const Showing: Story = {
  play: async ({ canvasElement, args }) => {
    // The site's toast slot waits for this before it hands over a toast.
    await waitFor(() => expect(args.onReady).toHaveBeenCalledWith(expect.any(Function)));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByText('Thanks for Your Email')).toBeVisible();
  },
};

export const ClosesByButton: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await screen.findByText('Thanks for Your Email');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    // The toast leaves through its exit transition; a busy test machine can take over a second.
    await waitFor(() => expect(screen.queryByText('Thanks for Your Email')).not.toBeInTheDocument());
  },
};

export const ClosesByEscape: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await screen.findByText('Thanks for Your Email');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Thanks for Your Email')).not.toBeInTheDocument());
  },
};

/** Closes by itself after 5 s on the site; 300 ms here. */
export const ClosesByItself: Story = {
  args: { autoHideDuration: 300 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await screen.findByText('Thanks for Your Email');
    await waitFor(() => expect(screen.queryByText('Thanks for Your Email')).not.toBeInTheDocument());
  },
};
