import * as t from 'virtual:messages/shellLabels';
import type { HeaderLabels } from '../sections/Header/types';
import { site } from './site';

/**
 * The labels of what every page shows before any section: header (with its contact panel), loader,
 * toasts, back-to-top. Part of `ui`, kept in a module of their own so the first screen's script
 * carries only these. The header's are its section's own labels, handed to it as they are.
 */
export const shellLabels = {
  header: {
    home: t.header_home,
    mainNav: t.header_mainNav,
    openMenu: t.header_openMenu,
    closeMenu: t.header_closeMenu,
    openSearch: t.header_openSearch,
    closeSearch: t.header_closeSearch,
    search: t.header_search,
    searchPlaceholder: t.header_searchPlaceholder,
    openContactPanel: t.header_openContactPanel,
    closeContactPanel: t.header_closeContactPanel,
    contactPanelTitle: t.header_contactPanelTitle,
    signIn: t.header_signIn,
    login: t.header_login,
    freeTrial: t.header_freeTrial,
    toLightScheme: t.header_toLightScheme,
    toDarkScheme: t.header_toDarkScheme,
    language: t.header_language,
    addressHeading: t.header_addressHeading,
    emailHeading: t.header_emailHeading,
    phoneHeading: t.header_phoneHeading,
  } satisfies HeaderLabels,
  common: {
    readMore: t.common_readMore,
    backToTop: t.common_backToTop,
    home: t.common_home,
    breadcrumb: t.common_breadcrumb,
    opensInNewTab: t.common_opensInNewTab,
  },
  toasts: {
    newsletter: t.toasts_newsletter,
    comment: t.toasts_comment,
    close: t.toasts_close,
  },
  loader: {
    label: t.loader_label({ brandName: site.brandName }),
  },
};
