import type { HeaderLabels } from '../sections/Header/types';
import { site } from './site';

/**
 * The labels of what every page shows before any section: header (with its contact panel), loader,
 * toasts, back-to-top. Part of `ui`, kept in a module of their own so the first screen's script
 * carries only these. The header's are its section's own labels, handed to it as they are.
 */
export const shellLabels = {
  header: {
    home: 'Home',
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    openSearch: 'Open search',
    closeSearch: 'Close search',
    search: 'Search',
    searchPlaceholder: 'Search guides and services',
    openContactPanel: 'Open contact panel',
    closeContactPanel: 'Close contact panel',
    contactPanelTitle: 'Get in touch',
    signIn: 'Sign In',
    login: 'Login',
    freeTrial: 'Free Trial',
    toLightScheme: 'Switch to light theme',
    toDarkScheme: 'Switch to dark theme',
    language: 'Language',
    addressHeading: 'Address',
    emailHeading: 'Email',
    phoneHeading: 'Phone',
  } satisfies HeaderLabels,
  common: {
    readMore: 'Read more',
    backToTop: 'Back to top',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    opensInNewTab: '(opens in a new tab)',
  },
  toasts: {
    newsletter: 'Thanks for Your Email',
    comment: 'Thanks for your Comment',
    close: 'Dismiss notification',
  },
  loader: {
    label: `Loading ${site.brandName}`,
  },
};
