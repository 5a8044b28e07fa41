import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { headerContent } from '../../app/shellContent';
import { Header } from './Header';
import { sidePanelBodyClass } from './SidePanel';
import { BrandLogo } from './BrandLogo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { DesktopNav } from './DesktopNav';
import { NavMenu } from './NavMenu';
import { SearchOverlay } from './SearchOverlay';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/Header',
  component: Header,
  subcomponents: { BrandLogo, ColorSchemeToggle, DesktopNav, NavMenu, SearchOverlay },
  args: { ...headerContent, stickyThreshold: 5 },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 1400, bgcolor: 'brand.surface', backgroundImage: 'linear-gradient(transparent 300px, var(--sb-palette-background-default) 300px)' }}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The bar on top of every page: logo link home, main menu, search, language menu, light/dark switch, contact panel, Login, Free Trial and Sign In to the client portal. Transparent over the dark top band, it turns solid once the page scrolls (after 5 px; 100 px on /home-3), or at once on the not-found page.

**When not to use it.** It is part of the page frame (SitePage), not a section to place; links at the bottom go in Footer.

**Content rules.** Menu from \`src/content/navigation.ts\`, brand and contact from \`src/content/site.ts\`, words from \`src/content/shellLabels.ts\`. Menu labels one or two words. Widths differ by language: \`headerFits\` sets from which width the menu bar and Free Trial fit, so check it after changing a label.

**Keyboard and screen reader.** The bar is the banner landmark; the logo link is named "StarBridge Formation, Home"; the menu bar is a navigation named "Main navigation". Menu groups and the language button open menus (arrow keys, Escape closes). Icon buttons have names ("Open search"). Search is a dialog with its field focused; Escape closes it (*SearchOpen*). The phone menu and contact panel are drawers with a close button. All mirrors right to left (*Arabic*).

**Do / Don't.**
- Do: use *Solid* only where a page does not open on a dark band.
- Do: keep the phone menu complete, with Login, Free Trial, Sign In and languages (*MobileMenuOpen*).
- Don't: hide the scheme switch except on fixed-scheme routes (-dark).

**Status.** Stable: on every page. Interaction tests in every story but *Playground*; axe and screenshots in both schemes on all but *StickyAt100* and *SidePanelCloses*.`,
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Transparent over the page top. */
export const Playground: Story = {};

/** Solid once the page has scrolled past the threshold; back to transparent at the top. */
export const Sticked: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner).toHaveAttribute('data-sticked', 'false');
    window.scrollTo({ top: 40, behavior: 'instant' });
    await waitFor(() => expect(banner).toHaveAttribute('data-sticked', 'true'));
    await expect(banner).toHaveClass('sticked');
  },
};

/** Solid from the top, over a light page (the not-found page). */
export const Solid: Story = {
  args: { solid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveAttribute('data-sticked', 'true');
  },
};

/** The variant that stays transparent until 100 px. */
export const StickyAt100: Story = {
  args: { stickyThreshold: 100 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    window.scrollTo({ top: 60, behavior: 'instant' });
    await new Promise((r) => setTimeout(r, 50));
    await expect(banner).toHaveAttribute('data-sticked', 'false');
    window.scrollTo({ top: 140, behavior: 'instant' });
    await waitFor(() => expect(banner).toHaveAttribute('data-sticked', 'true'));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(banner).toHaveAttribute('data-sticked', 'false'));
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Services' }));
    await expect(await within(drawer).findByRole('link', { name: 'Services 02' })).toHaveAttribute('href', '/services-2');
    await expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute('target', '_blank');
    await expect(within(drawer).getByRole('link', { name: 'Free Trial' })).toHaveAttribute('href', '/pricing');
  },
};

export const SidePanelOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open contact panel' }));
    const panel = await screen.findByRole('presentation');
    await expect(document.body).toHaveClass(sidePanelBodyClass);
    await expect(within(panel).getByRole('link', { name: headerContent.contact.email })).toHaveAttribute('href', `mailto:${headerContent.contact.email}`);
    await expect(within(panel).getByRole('link', { name: headerContent.contact.phone.display })).toHaveAttribute('href', headerContent.contact.phone.href);
  },
};

export const SidePanelCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open contact panel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close contact panel' }));
    await waitFor(() => expect(document.body).not.toHaveClass(sidePanelBodyClass));
  },
};

export const SearchOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open search' }));
    const input = await screen.findByRole('searchbox', { name: /Search/ });
    await expect(input).toHaveAttribute('name', 'search');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
  },
};

export const DesktopMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pages' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
