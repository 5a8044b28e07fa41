import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import { usePopoverId } from './usePopoverId';
import { SiteLink } from '../../components/SiteLink';
import { BrandLogo } from './BrandLogo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { DesktopNav } from './DesktopNav';
import { headerBehaviourKeys, installHeaderBehaviour } from './headerBehaviour';
import { LanguageButton } from './LanguageButton';
import { MobileMenu } from './MobileMenu';
import { opens } from './modalSx';
import { SearchOverlay } from './SearchOverlay';
import { SidePanel } from './SidePanel';
import type { HeaderContact, HeaderFits, HeaderLabels, HeaderLinks, HeaderNavItem } from './types';

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
}

export function Header({ brandName, nav, contact, links, labels, fits, stickyThreshold = 5, showSchemeToggle = true, solid = false }: HeaderProps) {
  const freeTrialFrom = fits.freeTrial;
  const menuId = usePopoverId();
  const searchId = usePopoverId();
  const contactId = usePopoverId();
  // On the site the page's head has installed it already; anywhere else React renders the header.
  useEffect(() => installHeaderBehaviour(window, headerBehaviourKeys), []);
  const schemeToggle = showSchemeToggle ? <ColorSchemeToggle toLightLabel={labels.toLightScheme} toDarkLabel={labels.toDarkScheme} /> : null;

  return (
    <>
      <AppBar
        position="fixed"
        color="transparent"
        elevation={0}
        // headerBehaviour.ts keeps data-sticked (and the class) in step with the scroll.
        className={solid ? 'sticked' : undefined}
        data-sticked={solid ? 'true' : 'false'}
        data-sticky-from={stickyThreshold}
        data-solid={solid ? 'true' : 'false'}
        sx={{
          color: 'brand.onSurface',
          transition: 'background-color 200ms ease, box-shadow 200ms ease',
          backgroundImage: 'none',
          '&[data-sticked="true"]': { bgcolor: 'background.default', color: 'text.primary', boxShadow: 3 },
        }}
      >
        <Container maxWidth="xl">
          <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 2, minHeight: { xs: 64, md: 80 } }}>
            <BrandLogo brandName={brandName} homeLabel={labels.home} />
            <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
              <DesktopNav items={nav} label={labels.mainNav} from={fits.desktopNav} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <IconButton color="inherit" aria-label={labels.openSearch} {...opens(searchId)}>
                <SearchIcon />
              </IconButton>
              {/* A phone's bar has no room for it: its menu drawer lists the languages instead. */}
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                <LanguageButton label={labels.language} />
              </Box>
              {schemeToggle ? <Box sx={{ display: { xs: 'none', sm: 'block' } }}>{schemeToggle}</Box> : null}
              <IconButton color="inherit" aria-label={labels.openContactPanel} {...opens(contactId)} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                <ViewSidebarIcon />
              </IconButton>
              <Button component={SiteLink} to={links.login} color="inherit" sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}>
                {labels.login}
              </Button>
              {freeTrialFrom === null ? null : (
                <Button
                  component={SiteLink}
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
              <IconButton color="inherit" aria-label={labels.openMenu} {...opens(menuId)} sx={(theme) => ({ [theme.breakpoints.up(fits.desktopNav)]: { display: 'none' } })}>
                <MenuIcon />
              </IconButton>
            </Box>
          </Box>
        </Container>
      </AppBar>
      <MobileMenu
        id={menuId}
        items={[...nav, { label: labels.login, to: links.login }, { label: labels.freeTrial, to: links.freeTrial }, { label: labels.signIn, to: links.portalSignIn }]}
        navLabel={labels.mainNav}
        closeLabel={labels.closeMenu}
        languageLabel={labels.language}
        schemeToggle={schemeToggle}
      />
      <SearchOverlay id={searchId} action={links.searchAction} labels={labels} />
      <SidePanel id={contactId} brandName={brandName} contact={contact} labels={labels} />
    </>
  );
}
