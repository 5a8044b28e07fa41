import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { commentFormLabels } from '../../content/ui';
import { CommentForm } from './CommentForm';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Forms/CommentForm',
  tags: ['stable'],
  component: CommentForm,
  args: { labels: commentFormLabels },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The form under a blog post's comments: name, email and comment, and a Post Comment button. Used inside BlogPostBody on both post pages (/blog-single/:id, /blog-single-sidebar/:id), after CommentList. Nothing is stored or sent: a complete comment empties the form and a toast says "Thanks for your Comment".

**When not to use it.** For a question the team must answer use *ContactForm*, which stores what is sent; for an email sign-up, *Newsletter*. Not where a message has to reach anyone.

**Content rules.** From \`commentFormLabels\` in \`src/content/ui.ts\`: the fields and button from \`ui.forms.comment\`, the heading from \`ui.blog.leaveComment\`, the thanks from \`toasts.comment\` in \`src/content/shellLabels.ts\`. Heading up to four words; field labels two or three words; button two words; the thanks one short line, read before the toast closes. The fields have no length limits.

**Keyboard and screen reader.** A region named by its h2 ("Leave a Comment"). The form's id, \`comment-form\`, is where CommentList's Reply links jump. Three fields with visible labels, all required; the email field has \`type="email"\`. The browser checks them: a submit with an empty or malformed field focuses it, shows the browser's own message and thanks no one. The thanks is a toast with the alert role; focus stays where it was. What was typed before the page went live is kept. The send icon flips right to left (*Arabic*).

**Do / Don't.**
- Do: keep the visible labels, not only hints inside the fields (*Playground*).
- Do: let the browser stop an incomplete comment and keep what was typed (*EmptySubmitIsBlocked*).
- Don't: promise the comment will appear: the form empties and only the toast answers (*ValidSubmitThanks*).

**Status.** Stable: used on both post pages, through the CommentForm island. Interaction tests in *Playground*, *EmptySubmitIsBlocked*, *ValidSubmitThanks* and *Arabic*; axe on every story; screenshots for *Playground*, *Phone* and *Arabic*.`,
      },
    },
  },
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

type Labels = typeof commentFormLabels;

/** The three fields, found by their labels in the story's language. */
const fields = (canvas: ReturnType<typeof within>, labels: Labels) => ({
  name: canvas.getByRole('textbox', { name: labels.name }),
  email: canvas.getByRole('textbox', { name: labels.email }),
  comment: canvas.getByRole('textbox', { name: labels.comment }),
});

/** Three labelled, required fields. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, email, comment } = fields(canvas, args.labels);
    await expect(canvas.getByRole('heading', { level: 2, name: args.labels.heading })).toBeVisible();
    for (const input of [name, email, comment]) await expect(input).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(comment.tagName).toBe('TEXTAREA');
  },
};

/** Sending it empty: the browser stops it at the first field, and nothing is thanked for. */
export const EmptySubmitIsBlocked: Story = {
  // The browser's own validation bubble is in the picture and closes on its own timer.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, email } = fields(canvas, args.labels);
    await userEvent.click(canvas.getByRole('button', { name: args.labels.submit }));
    await expect(name).toHaveFocus();
    await expect(name).toBeInvalid();
    await expect(screen.queryByText(args.labels.thanks)).not.toBeInTheDocument();

    // A bad email is stopped too, and what was typed stays.
    await userEvent.type(name, 'Lena Fischer');
    await userEvent.type(email, 'lena.example');
    await userEvent.click(canvas.getByRole('button', { name: args.labels.submit }));
    await expect(email).toHaveFocus();
    await expect(email).toBeInvalid();
    await expect(name).toHaveValue('Lena Fischer');
    await expect(screen.queryByText(args.labels.thanks)).not.toBeInTheDocument();
  },
};

/** A complete comment: every field empties and a toast says thank you. */
export const ValidSubmitThanks: Story = {
  // The toast closes itself after 5 s, so a picture of it would depend on timing; ToastHost pictures the toast.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, email, comment } = fields(canvas, args.labels);
    await userEvent.type(name, 'Lena Fischer');
    await userEvent.type(email, 'lena@example.com');
    await userEvent.type(comment, 'Does the same apply to a Wyoming LLC?');
    await userEvent.click(canvas.getByRole('button', { name: args.labels.submit }));
    await expect(await screen.findByText(args.labels.thanks)).toBeVisible();
    await waitFor(() => expect(name).toHaveValue(''));
    await expect(email).toHaveValue('');
    await expect(comment).toHaveValue('');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
