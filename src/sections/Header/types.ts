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
