import { headerFits, mainMenu } from '../../content/navigation';
import { site } from '../../content/site';
import { shellLabels as ui } from '../../content/shellLabels';
import type { HeaderProps } from '../../sections/Header';

/** The header and footer every page shares, built from the content modules. */
export const headerContent = {
  brandName: site.brandName,
  nav: mainMenu,
  fits: headerFits,
  contact: { addressLines: site.address.lines, email: site.emails.general, phone: site.phone },
  links: {
    portalSignIn: site.portalSignInUrl,
    // Accounts live on the agent portal: Login explains that, Free Trial compares the plans.
    login: '/login',
    freeTrial: '/pricing',
    searchAction: '/blog-with-sidebar',
  },
  labels: {
    home: ui.common.home,
    mainNav: ui.header.mainNavigation,
    openMenu: ui.header.openMenu,
    closeMenu: ui.header.closeMenu,
    openSearch: ui.header.openSearch,
    closeSearch: ui.header.closeSearch,
    search: ui.search.label,
    searchPlaceholder: ui.search.placeholder,
    openContactPanel: ui.header.openContactPanel,
    closeContactPanel: ui.header.closeContactPanel,
    contactPanelTitle: ui.contactPanel.title,
    signIn: ui.header.signIn,
    login: ui.header.login,
    freeTrial: ui.header.freeTrial,
    toLightScheme: ui.header.switchToLight,
    toDarkScheme: ui.header.switchToDark,
    language: ui.header.language,
    addressHeading: ui.contactPanel.address,
    emailHeading: ui.contactPanel.email,
    phoneHeading: ui.contactPanel.phone,
  },
} satisfies HeaderProps;
