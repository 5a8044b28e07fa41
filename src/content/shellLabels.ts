import { site } from './site';

/**
 * The labels of what every page shows before any section: header, contact panel, loader, toasts,
 * back-to-top. Part of `ui`, kept in a module of their own so the first screen's script carries
 * only these.
 */
export const shellLabels = {
  header: {
    mainNavigation: 'Main navigation',
    skipToContent: 'Skip to content',
    homeLink: `${site.brandName} home`,
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    openSubmenu: (label: string) => `Open ${label} submenu`,
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
    text: 'Questions before you order? Our New York team answers every message.',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
  },
  common: {
    readMore: 'Read more',
    learnMore: 'Learn more',
    viewDetails: 'View details',
    backToHome: 'Back to home',
    backToTop: 'Back to top',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    loading: 'Loading',
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
    submit: 'Search',
  },
};
