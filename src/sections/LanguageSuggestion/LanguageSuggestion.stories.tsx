import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { languageSuggestions } from '../../content/locales/suggestions';
import { LanguageSuggestion } from './LanguageSuggestion';

const meta = {
  title: 'Sections/LanguageSuggestion',
  component: LanguageSuggestion,
  args: { tag: 'es', dir: 'ltr', href: '/es/pricing', texts: languageSuggestions.es, onOpen: fn(), onDismiss: fn() },
} satisfies Meta<typeof LanguageSuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvasElement, args }) => {
    const note = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Esta página también está en español.' });
    await expect(note).toHaveAttribute('lang', 'es');
    await expect(within(note).getByRole('link', { name: 'Leer en español' })).toHaveAttribute('href', '/es/pricing');
    await userEvent.click(within(note).getByRole('button', { name: 'No, gracias' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Written right to left even on an English page. */
export const Arabic: Story = {
  args: { tag: 'ar', dir: 'rtl', href: '/ar/pricing', texts: languageSuggestions.ar },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement.ownerDocument.body).getByRole('region', { name: languageSuggestions.ar.message });
    await expect(note).toHaveAttribute('dir', 'rtl');
  },
};
