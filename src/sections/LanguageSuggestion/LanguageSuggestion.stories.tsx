import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { languageSuggestions } from '../../content/languageSuggestions';
import { LanguageSuggestion } from './LanguageSuggestion';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Layout/LanguageSuggestion',
  tags: ['stable'],
  component: LanguageSuggestion,
  args: { tag: 'es', dir: 'ltr', href: '/es/pricing', texts: languageSuggestions.es, onOpen: fn(), onDismiss: fn() },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** A small note, fixed in a bottom corner and written in the visitor's language, saying the page also exists in it, with a link there and a dismiss button. It can appear on any page once the page is live, when the browser's languages (or an earlier choice) ask for a language the page is not in. It never redirects.

**When not to use it.** To switch language on purpose the visitor uses the language menu in *Header*. It carries this one message only.

**Content rules.** The three texts come from \`src/content/languageSuggestions.ts\` (the \`languageOffer\` messages of every catalog), one set per language, each written in the language it offers, not the page's. One short sentence and two short labels; the note is at most 380 px wide.

**Keyboard and screen reader.** A region named by its message, with the suggested language's \`lang\` and \`dir\`, so it is read in that language and Arabic runs right to left even on an English page (*Arabic*). Tab reaches the link ("Leer en español"), then the close button, named by the dismiss text. It takes no focus when it appears. On the site, the link remembers the choice, and a dismissed note stays closed in that browser.

**Do / Don't.**
- Do: write it in the offered language, as in *Spanish*.
- Do: give it that language's direction (*Arabic*).
- Don't: use it to move the visitor: the page stays what its address says.

**Status.** Stable: can appear on every page, from the app shell. Interaction tests in *Spanish* and *Arabic*; axe and screenshots for both.`,
      },
    },
  },
} satisfies Meta<typeof LanguageSuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
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

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
