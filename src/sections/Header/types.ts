export interface HeaderNavItem {
  /** The menu entry's words, one or two. */
  label: string;
  /** Where it goes (a group's own link is not shown: the group opens its list). */
  to: string;
  /** The entries of a drop-down group. */
  children?: HeaderNavItem[];
}

export interface HeaderContact {
  /** The office address, one line each, under the brand name. */
  addressLines: string[];
  /** Shown and linked as a mailto link. */
  email: string;
  /** The number as shown and as dialled (a tel: link). */
  phone: { display: string; href: string };
}

export interface HeaderLabels {
  /** Ends the logo link's name ('StarBridge Formation, Home'). */
  home: string;
  /** Name of the menu bar and of the phone menu ('Main navigation'). */
  mainNav: string;
  /** Name of the phone's menu button ('Open menu'). */
  openMenu: string;
  /** Name of the phone menu's close button ('Close menu'). */
  closeMenu: string;
  /** Name of the search icon button ('Open search'). */
  openSearch: string;
  /** Name of the search dialog's close button ('Close search'). */
  closeSearch: string;
  /** The search field's label, the dialog's name and the submit button's name ('Search'). */
  search: string;
  /** Hint inside the empty search field. */
  searchPlaceholder: string;
  /** Name of the contact panel's icon button ('Open contact panel'). */
  openContactPanel: string;
  /** Name of the contact panel's close button ('Close contact panel'). */
  closeContactPanel: string;
  /** The contact panel's heading, which names it ('Get in touch'). */
  contactPanelTitle: string;
  /** The filled button to the client portal, opening in a new tab ('Sign In'). */
  signIn: string;
  /** The text button to the login page ('Login'). */
  login: string;
  /** The outlined button to the plans, where it fits ('Free Trial'). */
  freeTrial: string;
  /** Name of the scheme switch while the page is dark ('Switch to light theme'). */
  toLightScheme: string;
  /** Name of the scheme switch while the page is light ('Switch to dark theme'). */
  toDarkScheme: string;
  /** The language menu's name ('Language'). */
  language: string;
  /** Small heading over the address in the contact panel. */
  addressHeading: string;
  /** Small heading over the email in the contact panel. */
  emailHeading: string;
  /** Small heading over the phone number in the contact panel. */
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
  /** The client portal's sign-in page on another host (Sign In). */
  portalSignIn: string;
  /** The login page (Login). */
  login: string;
  /** Where Free Trial goes: the plans. */
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
