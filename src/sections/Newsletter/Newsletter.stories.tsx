import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { newsletter } from '../../content/home';
import { ui } from '../../content/ui';
import { Newsletter, type NewsletterLabels } from './Newsletter';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Forms/Newsletter',
  tags: ['stable'],
  component: Newsletter,
  args: { heading: newsletter, labels: { ...ui.forms.newsletter, thanks: ui.toasts.newsletter } satisfies NewsletterLabels },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** A sign-up box for the monthly founder guides: the heading beside an email field and a Subscribe button (stacked on a phone). Used on the agency home (/home-2 and /home-2-dark). Nothing is sent: a valid address is thanked with a toast and the field is cleared.

**When not to use it.** For questions or orders use *ContactForm*; for replies to a post, *CommentForm*. It takes one email address and nothing else.

**Content rules.** The heading comes from \`newsletter\` in \`src/content/home.ts\`; the label, placeholder, button and thanks from \`ui.forms.newsletter\` and \`ui.toasts.newsletter\` in \`src/content/ui.ts\`. Title up to 5 words; one or two sentences on what arrives, how often, and that one can unsubscribe. Button one word.

**Keyboard and screen reader.** A region named by its h2. Tab reaches the email field, labelled by the visible "Email address", then the button; Enter in the field submits. The browser's own checks stop an empty or malformed address, and then no thanks appears. Right to left, the send arrow points left (*Arabic*).

**Do / Don't.**
- Do: keep the visible label above the field, not only the placeholder (*Playground*).
- Do: let the browser stop a wrong address (*EmptySubmitIsBlocked*).
- Don't: promise a confirmation email: the toast is the only reply (*ValidSubmitThanks*).

**Status.** Stable: used on the agency home. Interaction tests in *Playground*, *EmptySubmitIsBlocked*, *ValidSubmitThanks*, *KeyboardSubmit* and *Arabic*; axe on every story; screenshots for *Playground*, *Phone* and *Arabic*.`,
      },
    },
  },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: args.labels.email });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The browser's required check stops an empty submit: no toast. */
export const EmptySubmitIsBlocked: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: args.labels.email });
    await userEvent.click(canvas.getByRole('button', { name: args.labels.submit }));
    await expect(input.validity.valueMissing).toBe(true);
    await pause(300);
    await expect(screen.queryByText(args.labels.thanks)).not.toBeInTheDocument();

    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: args.labels.submit }));
    await expect(input.validity.typeMismatch).toBe(true);
    await pause(300);
    await expect(screen.queryByText(args.labels.thanks)).not.toBeInTheDocument();
    await expect(input).toHaveValue('not-an-email');
  },
};

/** A valid address is thanked with a toast and the field is cleared; nothing is sent. */
export const ValidSubmitThanks: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: args.labels.email });
    await userEvent.type(input, 'founder@example.com');
    await userEvent.click(canvas.getByRole('button', { name: args.labels.submit }));
    await expect(await screen.findByText(args.labels.thanks)).toBeVisible();
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

/** The same, with the keyboard only: Enter in the field submits. */
export const KeyboardSubmit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: args.labels.email });
    await userEvent.click(input);
    await userEvent.keyboard('founder@example.com{Enter}');
    await expect(await screen.findByText(args.labels.thanks)).toBeVisible();
    await expect(input).toHaveValue('');
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
