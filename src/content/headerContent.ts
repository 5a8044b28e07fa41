import { headerFits, mainMenu } from './navigation';
import { site } from './site';
import { shellLabels as ui } from './shellLabels';
import type { HeaderProps } from '../sections/Header';
import { sitePath } from '../sitePaths';

/** The header and footer every page shares, built from the content modules. */
export const headerContent = {
  brandName: site.brandName,
  nav: mainMenu,
  fits: headerFits,
  contact: { addressLines: site.address.lines, email: site.emails.general, phone: site.phone },
  links: {
    portalSignIn: site.portalSignInUrl,
    // Accounts live on the agent portal: Login explains that, Free Trial compares the plans.
    login: sitePath('/login'),
    freeTrial: sitePath('/pricing'),
    searchAction: sitePath('/blog-with-sidebar'),
  },
  labels: ui.header,
} satisfies HeaderProps;
