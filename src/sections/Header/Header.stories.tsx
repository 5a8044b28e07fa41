import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { headerContent } from '../../content/headerContent';
import { Header } from './Header';
import { sidePanelBodyClass } from './SidePanel';
import { BrandLogo } from './BrandLogo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { DesktopNav } from './DesktopNav';
import { MenuPopover } from './MenuPopover';
import { MobileMenu } from './MobileMenu';
import { SearchOverlay } from './SearchOverlay';
import { SidePanel } from './SidePanel';
import type { HeaderNavItem } from './types';
import { arabicStory } from '../../../.storybook/arabicStory';
import { scrollsItsPage } from '../../../.storybook/docs/scrollsItsPage';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Layout/Header',
  tags: ['stable'],
  component: Header,
  subcomponents: { BrandLogo, ColorSchemeToggle, DesktopNav, MenuPopover, MobileMenu, SearchOverlay, SidePanel },
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

**Keyboard and screen reader.** The bar is the banner landmark; the logo link is named "StarBridge Formation, Home"; the menu bar is a navigation named "Main navigation". Menu groups and the language button open lists of links right after them in the tab order; Escape or a click outside closes a list and focus goes back to its button. Icon buttons have names ("Open search") and say they open a dialog. Search is a modal dialog with its field focused (*SearchOpen*). The phone menu and the contact panel slide in from the side, each a modal dialog with a close button; the phone menu's groups unfold in place. While a dialog is open the page behind it is inert; Escape, a click on the backdrop or the close button closes it, and focus goes back to the button that opened it. All mirrors right to left (*Arabic*).

**How it works.** The drop-downs are native popovers and the panels native modal dialogs opened by invoker commands (\`commandfor\`), so they open, close and return focus before any script and with JavaScript off; \`headerBehaviour.ts\` adds the rest from the page's head (solid on scroll, the scheme switch, remembering a language, focusing the search field). On the site the header never hydrates.

**Do / Don't.**
- Do: use *Solid* only where a page does not open on a dark band.
- Do: keep the phone menu complete, with Login, Free Trial, Sign In and languages (*MobileMenuOpen*).
- Don't: hide the scheme switch except on fixed-scheme routes (-dark).

**Status.** Stable: on every page. Interaction tests in every story but *Playground*; axe in both schemes and screenshots on all but *StickyAt100* and *SidePanelCloses*.`,
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu entry (or group) that leads to `to`, in the story's language: paths stay, labels are translated. */
function menuEntry(items: HeaderNavItem[], to: string) {
  const entry = items.find((item) => item.to === to);
  if (!entry) throw new Error(`no menu entry for ${to}`);
  return entry;
}

/** Transparent over the page top. */
export const Playground: Story = {};

/** Solid once the page has scrolled past the threshold; back to transparent at the top. */
export const Sticked: Story = {
  parameters: scrollsItsPage,
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
  parameters: { visual: { schemes: ['light', 'dark'] } },
  args: { solid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveAttribute('data-sticked', 'true');
  },
};

/** The variant that stays transparent until 100 px. */
export const StickyAt100: Story = {
  args: { stickyThreshold: 100 },
  parameters: { ...scrollsItsPage, visual: { disable: true } },
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
  play: async ({ canvasElement, args }) => {
    const services = menuEntry(args.nav, '/services');
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.labels.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: args.labels.mainNav });
    const firstService = (services.children ?? [])[1];
    const service = within(drawer).getByRole('link', { name: firstService.label, hidden: true });
    await expect(service).not.toBeVisible();
    await userEvent.click(within(drawer).getByText(services.label));
    await expect(service).toBeVisible();
    await expect(service).toHaveAttribute('href', firstService.to);
    await expect(within(drawer).getByRole('button', { name: args.labels.toDarkScheme })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: args.labels.signIn })).toHaveAttribute('target', '_blank');
    await expect(within(drawer).getByRole('link', { name: args.labels.freeTrial })).toHaveAttribute('href', '/pricing');
  },
};

export const SidePanelOpen: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.labels.openContactPanel }));
    const panel = await screen.findByRole('dialog', { name: args.labels.contactPanelTitle });
    await waitFor(() => expect(document.body).toHaveClass(sidePanelBodyClass));
    await expect(within(panel).getByRole('link', { name: args.contact.email })).toHaveAttribute('href', `mailto:${args.contact.email}`);
    await expect(within(panel).getByRole('link', { name: args.contact.phone.display })).toHaveAttribute('href', args.contact.phone.href);
  },
};

export const SidePanelCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.labels.openContactPanel }));
    await userEvent.click(await screen.findByRole('button', { name: args.labels.closeContactPanel }));
    await waitFor(() => expect(document.body).not.toHaveClass(sidePanelBodyClass));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: args.labels.openContactPanel })).toHaveFocus();
  },
};

export const SearchOpen: Story = {
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.labels.openSearch }));
    const input = await screen.findByRole('searchbox', { name: args.labels.search });
    await expect(input).toHaveAttribute('name', 'search');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input.closest('form')).toHaveAttribute('action', args.links.searchAction);
    // Escape closes it too, natively; a script's key press is not the browser's own, so the site's
    // tests press it (scripts/site/headerNative.spec.ts).
    await userEvent.click(screen.getByRole('button', { name: args.labels.closeSearch }));
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
  },
};

/** The Company menu open from the menu bar, at the width where every language's bar shows. */
export const DesktopMenuOpen: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  parameters: { visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    // Each language's menu bar shows from its own width (args.fits); below it the menu button stands in.
    await expect(window.innerWidth, `the menu bar shows from ${args.fits.desktopNav} px in this language`).toBeGreaterThanOrEqual(args.fits.desktopNav);
    const company = menuEntry(args.nav, '/about-us');
    await expect(within(canvasElement).getByRole('link', { name: args.labels.login })).toHaveAttribute('href', '/login');
    const button = within(canvasElement).getByRole('button', { name: company.label });
    await userEvent.click(button);
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;
    const team = menuEntry(company.children ?? [], '/team');
    await expect(await within(menu).findByRole('link', { name: team.label })).toHaveAttribute('href', '/team');
    // The list's links follow its button in the tab order.
    await userEvent.tab();
    await expect(within(menu).getAllByRole('link')[0]).toHaveFocus();
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
