import t from 'virtual:messages/shellLabels';
import type { HeaderLabels } from '../sections/Header/types';
import { site } from './site';

/**
 * The labels of what every page shows before any section: header (with its contact panel), loader,
 * toasts, back-to-top. Part of `ui`, kept in a module of their own so the first screen's script
 * carries only these. The header's are its section's own labels, handed to it as they are.
 */
export const shellLabels = {
  header: {
    home: t.header.home,
    mainNav: t.header.mainNav,
    openMenu: t.header.openMenu,
    closeMenu: t.header.closeMenu,
    openSearch: t.header.openSearch,
    closeSearch: t.header.closeSearch,
    search: t.header.search,
    searchPlaceholder: t.header.searchPlaceholder,
    openContactPanel: t.header.openContactPanel,
    closeContactPanel: t.header.closeContactPanel,
    contactPanelTitle: t.header.contactPanelTitle,
    signIn: t.header.signIn,
    login: t.header.login,
    freeTrial: t.header.freeTrial,
    toLightScheme: t.header.toLightScheme,
    toDarkScheme: t.header.toDarkScheme,
    language: t.header.language,
    addressHeading: t.header.addressHeading,
    emailHeading: t.header.emailHeading,
    phoneHeading: t.header.phoneHeading,
  } satisfies HeaderLabels,
  common: {
    readMore: t.common.readMore,
    backToTop: t.common.backToTop,
    home: t.common.home,
    breadcrumb: t.common.breadcrumb,
    opensInNewTab: t.common.opensInNewTab,
  },
  toasts: {
    newsletter: t.toasts.newsletter,
    comment: t.toasts.comment,
    close: t.toasts.close,
  },
  loader: {
    label: t.loader.label({ brandName: site.brandName }),
  },
};
