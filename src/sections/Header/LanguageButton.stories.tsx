import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { headerContent } from '../../content/headerContent';
import { LanguageButton } from './LanguageButton';
import { MenuPopover } from './MenuPopover';
import { arabicStory } from '../../../.storybook/arabicStory';
import { storyLocale } from '../../../.storybook/storyLocale';
import { siteLocales } from '../../locale/siteLocales';

const meta = {
  title: 'Sections/Layout/Header/LanguageButton',
  tags: ['stable'],
  component: LanguageButton,
  subcomponents: { MenuPopover },
  args: { label: headerContent.labels.language },
  parameters: { route: '/pricing' },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 360, p: 2, display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', bgcolor: 'background.default', color: 'text.primary' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LanguageButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button's name in the story's language: the code it shows, then the label and the language's own name. */
function buttonName(label: string, globals: Record<string, unknown>) {
  const locale = storyLocale(globals);
  const code = locale.tag.split('-')[0].toUpperCase();
  return { code, name: `${code}, ${label}: ${locale.name}` };
}

/** The header's language button: the current language's code, named in full for screen readers. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { code, name } = buttonName(args.label, globals);
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toHaveTextContent(code);
    // A native popover's button: the browser tells screen readers whether its list is open.
    await expect(button).toHaveAttribute('popovertarget');
  },
};

/** Open: the same page in each language, each named in its own language and marked with it. */
export const Open: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args, globals }) => {
    const { name } = buttonName(args.label, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    const menu = await screen.findByRole('list');
    const items = within(menu).getAllByRole('link');
    await expect(items.map((item) => item.textContent)).toEqual(siteLocales.map((locale) => locale.name));
    const spanish = within(menu).getByRole('link', { name: 'Español' });
    await expect(spanish).toHaveAttribute('href', '/es/pricing');
    await expect(spanish).toHaveAttribute('lang', 'es');
    // The page's own language is marked (the pseudo-locale's run shows the site's list, which it is not in).
    const own = storyLocale(globals);
    if (siteLocales.includes(own)) await expect(within(menu).getByRole('link', { name: own.name })).toHaveAttribute('aria-current', 'page');
    // Its button closes it again (so do Escape and a click outside, natively: the site's tests,
    // scripts/site/headerNative.spec.ts, use the browser's own keys and pointer for those).
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
  },
};

/** In Arabic, right to left, open: the menu opens from the button's other side, Arabic ticked. */
export const Arabic: Story = {
  // arabicStory's locale, picture width and Chromatic modes, with a play of its own.
  ...arabicStory<Story>({}),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^AR, / }));
    const menu = await screen.findByRole('list');
    const arabic = within(menu).getByRole('link', { name: 'العربية' });
    await expect(arabic).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/pricing');
  },
};
