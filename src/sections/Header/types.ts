export interface HeaderNavItem {
  label: string;
  to: string;
  children?: HeaderNavItem[];
}

export interface HeaderContact {
  addressLines: string[];
  email: string;
  phone: { display: string; href: string };
}

export interface HeaderLabels {
  home: string;
  mainNav: string;
  openMenu: string;
  closeMenu: string;
  openSearch: string;
  closeSearch: string;
  search: string;
  searchPlaceholder: string;
  openContactPanel: string;
  closeContactPanel: string;
  contactPanelTitle: string;
  signIn: string;
  login: string;
  freeTrial: string;
  toLightScheme: string;
  toDarkScheme: string;
  /** The language menu's name ('Language'). */
  language: string;
  addressHeading: string;
  emailHeading: string;
  phoneHeading: string;
}

/**
 * The narrowest windows (px) in which the header's row fits in the page's language, whose labels
 * differ in width: below `desktopNav` the menu waits behind the menu button, below `freeTrial` the
 * Free Trial button waits in that menu. `freeTrial: null` where the widest row has no room for it:
 * the plans stay one click away through the menu bar's Pricing link.
 */
export interface HeaderFits {
  desktopNav: number;
  freeTrial: number | null;
}

export interface HeaderLinks {
  portalSignIn: string;
  login: string;
  freeTrial: string;
  /** The page the search overlay sends its `search` field to. */
  searchAction: string;
}

/** The same page in one of the site's languages. */
export interface LanguageOption {
  /** The language's name in that language ('Español'). */
  name: string;
  /** Its BCP 47 tag, for `lang` and `hreflang`. */
  tag: string;
  href: string;
  current: boolean;
}
