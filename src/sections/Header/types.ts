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
