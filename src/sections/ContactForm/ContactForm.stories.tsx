import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactFormLabels, planComments } from '../../content/contact';
import { pricingTabs } from '../../content/pricing';
import { ContactForm, type SubmitInquiry } from './ContactForm';
import { HoneypotField } from './HoneypotField';
import { inquiryLocale } from './inquiryPost';
import { SubmitMessage } from './SubmitMessage';
import { arabicStory } from '../../../.storybook/arabicStory';
import { storyLocale } from '../../../.storybook/storyLocale';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const typed = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  phone_no: '+351 912 345 678',
  comments: 'I sell design templates from Lisbon and need a US LLC with a bank account.',
};

const meta = {
  title: 'Sections/Forms/ContactForm',
  tags: ['stable'],
  component: ContactForm,
  subcomponents: { HoneypotField, SubmitMessage },
  args: { labels: contactFormLabels, onSubmitInquiry: fn<SubmitInquiry>(async () => ({ error: null })) },
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'background.paper', px: { xs: 2, sm: 6 }, py: 6 }}>
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          <Story />
        </Box>
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The inquiry form on /contact-us, beside *ContactOffice*: name, email, phone and a message for the team. A plan button (\`?plan=Custom\`) or the country check (\`?country=NG\`) starts the message.

**When not to use it.** For a blog comment use *CommentForm*; for an email-only sign-up, *Newsletter*.

**Content rules.** Labels and messages come from \`contactFormLabels\` in \`src/content/contact.ts\`. Error messages are polite and say how to fix the field ("Enter an email address like name@example.com."). Limits follow the database: name 100 characters, email 5–254, phone 5–15 digits, message 2000; change them only with the migration.

**Keyboard and screen reader.** The form is named by its h3 title. Every field has a visible label and is required. A too-long field says so at once, other problems once the visitor leaves the field or submits, as the field's description; a submit with problems focuses the first one. While sending, the button reads "Sending..." and is disabled. The answer shows in a \`role="alert"\` box; on failure every value stays. The bot trap field is hidden from screen readers and out of the tab order. Without JavaScript the form still posts.

**Do / Don't.**
- Do: keep what was typed after a failure, as in *InsertFailed* and *SubmitThrew*.
- Do: name what is missing in words, as in *Incomplete*.
- Don't: count on colour; *TooLong* says the limit in words.

**Status.** Stable: used on /contact-us. Every story but *Phone* has a play function (*Arabic*: right to left). Axe checks every story; all but *HoneypotFilled* are screenshotted. Unit tests cover the limits.`,
      },
    },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Labels = typeof contactFormLabels;

/** The form's fields, found by their labels in the story's language. */
function fields(canvasElement: HTMLElement, labels: Labels) {
  const canvas = within(canvasElement);
  return {
    canvas,
    name: canvas.getByRole('textbox', { name: labels.name }),
    email: canvas.getByRole('textbox', { name: labels.email }),
    phone: canvas.getByRole('textbox', { name: labels.phone }),
    comments: canvas.getByRole('textbox', { name: labels.comments }),
    get submit() {
      return canvas.getByRole('button', { name: labels.submit });
    },
  };
}

async function fillIn(canvasElement: HTMLElement, labels: Labels) {
  const form = fields(canvasElement, labels);
  await userEvent.type(form.name, typed.name);
  await userEvent.type(form.email, typed.email);
  await userEvent.type(form.phone, typed.phone_no);
  await userEvent.click(form.comments);
  await userEvent.paste(typed.comments);
  return form;
}

async function expectValuesKept(canvasElement: HTMLElement, labels: Labels) {
  const form = fields(canvasElement, labels);
  await expect(form.name).toHaveValue(typed.name);
  await expect(form.email).toHaveValue(typed.email);
  await expect(form.phone).toHaveValue(typed.phone_no);
  await expect(form.comments).toHaveValue(typed.comments);
}

/** Every field labelled and required; email and phone use their input types. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const form = fields(canvasElement, args.labels);
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.phone).toHaveAttribute('type', 'tel');
    for (const field of [form.name, form.email, form.phone, form.comments]) await expect(field).toBeRequired();
    await expect(form.canvas.queryByRole('alert')).toBeNull();
  },
};

/** The insert succeeds: the message shows and the form clears. */
export const Submitted: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args, globals }) => {
    const form = await fillIn(canvasElement, args.labels);
    await userEvent.click(form.submit);
    await expect(await form.canvas.findByRole('alert')).toHaveTextContent(shown(args.labels.success));
    await expect(args.onSubmitInquiry).toHaveBeenCalledOnce();
    // With the language of the page it is on (the story's `<html lang>`, as the table stores it: pt-br).
    await expect(args.onSubmitInquiry).toHaveBeenCalledWith({ ...typed, locale: inquiryLocale(storyLocale(globals).tag) });
    for (const field of [form.name, form.email, form.phone, form.comments]) await expect(field).toHaveValue('');
  },
};

/** The insert resolves with an error (an HTTP error or a network failure): every typed value stays. */
export const InsertFailed: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  args: { onSubmitInquiry: fn<SubmitInquiry>(async () => ({ error: { code: '23514', message: 'new row violates check constraint' } })) },
  play: async ({ canvasElement, args }) => {
    const form = await fillIn(canvasElement, args.labels);
    await userEvent.click(form.submit);
    await expect(await form.canvas.findByRole('alert')).toHaveTextContent(shown(args.labels.failure));
    await expect(args.onSubmitInquiry).toHaveBeenCalledOnce();
    await expectValuesKept(canvasElement, args.labels);
    await expect(form.submit).toBeEnabled();
  },
};

/** Submitting throws (the client could not load): the unexpected-error message, values kept. */
export const SubmitThrew: Story = {
  args: {
    onSubmitInquiry: fn<SubmitInquiry>(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const form = await fillIn(canvasElement, args.labels);
    await userEvent.click(form.submit);
    await expect(await form.canvas.findByRole('alert')).toHaveTextContent(shown(args.labels.unexpected));
    await expectValuesKept(canvasElement, args.labels);
  },
};

/** While the insert is under way the button is disabled, so a second click sends nothing. */
export const Sending: Story = {
  args: { onSubmitInquiry: fn<SubmitInquiry>(() => new Promise(() => {})) },
  play: async ({ canvasElement, args }) => {
    const form = await fillIn(canvasElement, args.labels);
    await userEvent.click(form.submit);
    const busy = form.canvas.getByRole('button', { name: args.labels.submitting });
    await expect(busy).toBeDisabled();
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onSubmitInquiry).toHaveBeenCalledOnce();
    await expectValuesKept(canvasElement, args.labels);
  },
};

/** A field over the database's limit says so at once, next to the field, and nothing is sent. */
export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await fillIn(canvasElement, args.labels);
    await userEvent.click(form.name);
    await userEvent.paste('x'.repeat(100));
    const message = args.labels.tooLong(100, typed.name.length + 100);
    await expect(form.name).toHaveAccessibleDescription(message);
    await expect(form.name).toBeInvalid();
    await userEvent.click(form.submit);
    await expect(args.onSubmitInquiry).not.toHaveBeenCalled();
    await expect(form.name).toHaveFocus();
  },
};

/** Submitting an empty form names what is missing, in words, and focuses the first field. */
export const Incomplete: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const form = fields(canvasElement, args.labels);
    await userEvent.type(form.email, 'ana@example');
    await userEvent.type(form.phone, 'call me');
    await userEvent.click(form.submit);
    await expect(form.name).toHaveAccessibleDescription(args.labels.nameRequired);
    await expect(form.email).toHaveAccessibleDescription(args.labels.emailInvalid);
    await expect(form.phone).toHaveAccessibleDescription(args.labels.phoneInvalid);
    await expect(form.comments).toHaveAccessibleDescription(args.labels.commentsRequired);
    await expect(form.name).toHaveFocus();
    await expect(args.onSubmitInquiry).not.toHaveBeenCalled();
  },
};

/** A bot that fills the hidden field hears "success", and nothing is sent. */
export const HoneypotFilled: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const form = await fillIn(canvasElement, args.labels);
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.type(trap as HTMLInputElement, 'https://spam.example', { pointerEventsCheck: 0 });
    await userEvent.click(form.submit);
    await expect(await form.canvas.findByRole('alert')).toHaveTextContent(shown(args.labels.success));
    await expect(args.onSubmitInquiry).not.toHaveBeenCalled();
  },
};

/** The plan whose button leads here, named in the page's language as its link names it. */
const customPlan = pricingTabs.flatMap((tab) => tab.plans).find((plan) => plan.id === 'formation-custom');
if (!customPlan) throw new Error('src/content/pricing.ts has no formation-custom plan');

/** Arriving from a plan's button (`/contact-us?plan=Custom`). */
export const FromPlan: Story = {
  args: { prefillComments: planComments(customPlan.name) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(fields(canvasElement, args.labels).comments).toHaveValue(args.prefillComments ?? ''));
  },
};

/**
 * Back on the page after the browser posted the form itself, before its code ran
 * (`/contact-us?sent=1`): the success message over an empty form, and a submit from here sends anew.
 */
export const PostedWithoutScript: Story = {
  args: { postedOutcome: 'success' },
  play: async ({ canvasElement, args }) => {
    const form = fields(canvasElement, args.labels);
    await expect(await form.canvas.findByRole('alert')).toHaveTextContent(shown(args.labels.success));
    for (const field of [form.name, form.email, form.phone, form.comments]) await expect(field).toHaveValue('');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('method', 'post');
    await expect(args.onSubmitInquiry).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
