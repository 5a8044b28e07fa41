import { site } from './site';

/**
 * The labels of what every page shows before any section: header, contact panel, loader, toasts,
 * back-to-top. Part of `ui`, kept in a module of their own so the first screen's script carries
 * only these.
 */
export const shellLabels = {
  header: {
    mainNavigation: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    openSearch: 'Open search',
    closeSearch: 'Close search',
    openContactPanel: 'Open contact panel',
    closeContactPanel: 'Close contact panel',
    signIn: 'Sign In',
    login: 'Login',
    freeTrial: 'Free Trial',
    switchToDark: 'Switch to dark theme',
    switchToLight: 'Switch to light theme',
    language: 'Language',
  },
  contactPanel: {
    title: 'Get in touch',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
  },
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
  search: {
    label: 'Search',
    placeholder: 'Search guides and services',
  },
};
