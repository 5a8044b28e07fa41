import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Suspense, useState } from 'react';
import { PageLink } from '../../platform';
import { Prerendered, lazyComponent } from '../../platform';
import { BrandLogo } from './BrandLogo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { DesktopNav } from './DesktopNav';
import { LanguageButton } from './LanguageButton';
import type { HeaderContact, HeaderFits, HeaderLabels, HeaderLinks, HeaderNavItem } from './types';

// The panels (drawers, dialog, search field) load when a visitor first reaches for them: none of
// their code is needed to show the page.
const MobileMenu = lazyComponent(() => import('./MobileMenu').then((m) => m.MobileMenu));
const SearchOverlay = lazyComponent(() => import('./SearchOverlay').then((m) => m.SearchOverlay));
const SidePanel = lazyComponent(() => import('./SidePanel').then((m) => m.SidePanel));

type Panel = 'menu' | 'search' | 'contact';

export interface HeaderProps {
  /** The company name beside the logo mark, and the first words of the home link's name. */
  brandName: string;
  /** The main menu: plain links, or groups that open a drop-down (a list in the phone menu). */
  nav: HeaderNavItem[];
  /** Address, email and phone shown in the contact side panel. */
  contact: HeaderContact;
  /** Where Sign In, Login, Free Trial and the search go. */
  links: HeaderLinks;
  /** Every word of the bar and its panels, including the icon buttons' names. */
  labels: HeaderLabels;
  /** Window widths from which the menu bar and the Free Trial button fit, per language. */
  fits: HeaderFits;
  /** Scroll distance in px after which the header becomes solid ('sticked'). */
  stickyThreshold?: number;
  /** Hide the scheme switch on routes whose scheme is fixed. */
  showSchemeToggle?: boolean;
  /** Solid from the top, for pages that do not open on a dark band. */
  solid?: boolean;
  /** Start with a panel open (stories and screenshots). */
  initialPanel?: Panel | null;
}

export function Header({
  brandName,
  nav,
  contact,
  links,
  labels,
  fits,
  stickyThreshold = 5,
  showSchemeToggle = true,
  solid = false,
  initialPanel = null,
}: HeaderProps) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: stickyThreshold });
  const sticked = solid || scrolled;
  const freeTrialFrom = fits.freeTrial;
  const [panel, setPanel] = useState<Panel | null>(initialPanel);
  // A panel stays mounted once opened, so it can play its closing transition.
  const [used, setUsed] = useState<Panel[]>(initialPanel ? [initialPanel] : []);
  const open = (next: Panel) => {
    setUsed((list) => (list.includes(next) ? list : [...list, next]));
    setPanel(next);
  };
  const close = () => setPanel(null);

  return (
    <>
      <AppBar
        position="fixed"
        color="transparent"
        elevation={0}
        className={sticked ? 'sticked' : undefined}
        data-sticked={sticked ? 'true' : 'false'}
        sx={[
          { color: 'brand.onSurface', transition: 'background-color 200ms ease, box-shadow 200ms ease', backgroundImage: 'none' },
          sticked && { bgcolor: 'background.default', color: 'text.primary', boxShadow: 3 },
        ]}
      >
        <Container maxWidth="xl">
          <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 2, minHeight: { xs: 64, md: 80 } }}>
            <Prerendered>
              <BrandLogo brandName={brandName} homeLabel={labels.home} />
            </Prerendered>
            <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
              <DesktopNav items={nav} label={labels.mainNav} from={fits.desktopNav} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <IconButton
                color="inherit"
                aria-label={labels.openSearch}
                onPointerEnter={SearchOverlay.preload}
                onFocus={SearchOverlay.preload}
                onClick={() => open('search')}
              >
                <SearchIcon />
              </IconButton>
              {/* A phone's bar has no room for it: its menu drawer lists the languages instead. */}
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                <LanguageButton label={labels.language} />
              </Box>
              {showSchemeToggle ? (
                <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <ColorSchemeToggle toLightLabel={labels.toLightScheme} toDarkLabel={labels.toDarkScheme} />
                </Box>
              ) : null}
              <IconButton
                color="inherit"
                aria-label={labels.openContactPanel}
                aria-expanded={panel === 'contact'}
                onPointerEnter={SidePanel.preload}
                onFocus={SidePanel.preload}
                onClick={() => open('contact')}
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                <ViewSidebarIcon />
              </IconButton>
              <Button component={PageLink} to={links.login} color="inherit" sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}>
                {labels.login}
              </Button>
              {freeTrialFrom === null ? null : (
                <Button
                  component={PageLink}
                  to={links.freeTrial}
                  color="inherit"
                  variant="outlined"
                  sx={(theme) => ({ display: 'none', [theme.breakpoints.up(freeTrialFrom)]: { display: 'inline-flex' }, whiteSpace: 'nowrap' })}
                >
                  {labels.freeTrial}
                </Button>
              )}
              <Button
                href={links.portalSignIn}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                color="secondary"
                sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
              >
                {labels.signIn}
              </Button>
              <IconButton
                color="inherit"
                aria-label={labels.openMenu}
                aria-expanded={panel === 'menu'}
                onPointerEnter={MobileMenu.preload}
                onFocus={MobileMenu.preload}
                onClick={() => open('menu')}
                sx={(theme) => ({ [theme.breakpoints.up(fits.desktopNav)]: { display: 'none' } })}
              >
                <MenuIcon />
              </IconButton>
            </Box>
          </Box>
        </Container>
      </AppBar>
      {used.includes('menu') ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={panel === 'menu'}
            onClose={close}
            items={[...nav, { label: labels.login, to: links.login }, { label: labels.freeTrial, to: links.freeTrial }, { label: labels.signIn, to: links.portalSignIn }]}
            navLabel={labels.mainNav}
            closeLabel={labels.closeMenu}
            languageLabel={labels.language}
          />
        </Suspense>
      ) : null}
      {used.includes('search') ? (
        <Suspense fallback={null}>
          <SearchOverlay open={panel === 'search'} onClose={close} action={links.searchAction} labels={labels} />
        </Suspense>
      ) : null}
      {used.includes('contact') ? (
        <Suspense fallback={null}>
          <SidePanel open={panel === 'contact'} onClose={close} brandName={brandName} contact={contact} labels={labels} />
        </Suspense>
      ) : null}
    </>
  );
}
