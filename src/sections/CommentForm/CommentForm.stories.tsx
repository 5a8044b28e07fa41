import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { commentFormLabels } from '../../content/ui';
import { CommentForm } from './CommentForm';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/CommentForm',
  component: CommentForm,
  args: { labels: commentFormLabels },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvas: ReturnType<typeof within>) => ({
  name: canvas.getByRole('textbox', { name: /Your Name/ }),
  email: canvas.getByRole('textbox', { name: /Email Address/ }),
  comment: canvas.getByRole('textbox', { name: /Your Comment/ }),
});

/** Three labelled, required fields. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { name, email, comment } = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Leave a Comment' })).toBeVisible();
    for (const input of [name, email, comment]) await expect(input).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(comment.tagName).toBe('TEXTAREA');
  },
};

/** Sending it empty: the browser stops it at the first field, and nothing is thanked for. */
export const EmptySubmitIsBlocked: Story = {
  // The browser's own validation bubble is in the picture and closes on its own timer.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { name, email } = fields(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(name).toHaveFocus();
    await expect(name).toBeInvalid();
    await expect(screen.queryByText('Thanks for your Comment')).not.toBeInTheDocument();

    // A bad email is stopped too, and what was typed stays.
    await userEvent.type(name, 'Lena Fischer');
    await userEvent.type(email, 'lena.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(email).toHaveFocus();
    await expect(email).toBeInvalid();
    await expect(name).toHaveValue('Lena Fischer');
    await expect(screen.queryByText('Thanks for your Comment')).not.toBeInTheDocument();
  },
};

/** A complete comment: every field empties and a toast says thank you. */
export const ValidSubmitThanks: Story = {
  // The toast closes itself after 5 s, so a picture of it would depend on timing; ToastHost pictures the toast.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { name, email, comment } = fields(canvas);
    await userEvent.type(name, 'Lena Fischer');
    await userEvent.type(email, 'lena@example.com');
    await userEvent.type(comment, 'Does the same apply to a Wyoming LLC?');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(await screen.findByText('Thanks for your Comment')).toBeVisible();
    await waitFor(() => expect(name).toHaveValue(''));
    await expect(email).toHaveValue('');
    await expect(comment).toHaveValue('');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
