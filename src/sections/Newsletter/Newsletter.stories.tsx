import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { newsletter } from '../../content/home';
import { ui } from '../../content/ui';
import { Newsletter, type NewsletterLabels } from './Newsletter';
import { arabicStory } from '../../../.storybook/arabicStory';

const labels = { ...ui.forms.newsletter, thanks: ui.toasts.newsletter } satisfies NewsletterLabels;

const meta = {
  title: 'Sections/Newsletter',
  component: Newsletter,
  args: { heading: newsletter, labels },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: labels.email });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: labels.email });
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(input.validity.valueMissing).toBe(true);
    await pause(300);
    await expect(screen.queryByText(labels.thanks)).not.toBeInTheDocument();

    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(input.validity.typeMismatch).toBe(true);
    await pause(300);
    await expect(screen.queryByText(labels.thanks)).not.toBeInTheDocument();
    await expect(input).toHaveValue('not-an-email');
  },
};

/** A valid address is thanked with a toast and the field is cleared; nothing is sent. */
export const ValidSubmitThanks: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: labels.email });
    await userEvent.type(input, 'founder@example.com');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(await screen.findByText('Thanks for Your Email')).toBeVisible();
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

/** The same, with the keyboard only: Enter in the field submits. */
export const KeyboardSubmit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: labels.email });
    await userEvent.click(input);
    await userEvent.keyboard('founder@example.com{Enter}');
    await expect(await screen.findByText(labels.thanks)).toBeVisible();
    await expect(input).toHaveValue('');
  },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
