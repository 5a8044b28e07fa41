import { site } from '../../content/site';
import { pageLocale } from '../../locale/pageLocale';
import { pageUrl } from './pageUrl';
import { sitePath } from '../../sitePaths';

/** The business, with a contact point per mailbox and its New York address. */
export function organizationData() {
  return {
    '@type': 'Organization',
    name: site.brandName,
    url: pageUrl(sitePath('/')),
    logo: `${site.siteUrl}/favicon.svg`,
    email: site.emails.general,
    telephone: site.phone.href.replace('tel:', ''),
    address: { '@type': 'PostalAddress', streetAddress: site.address.lines[0], addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', email: site.emails.general, telephone: site.phone.href.replace('tel:', '') },
      { '@type': 'ContactPoint', contactType: 'technical support', email: site.emails.support },
      { '@type': 'ContactPoint', contactType: 'registered agent', email: site.emails.agent },
      { '@type': 'ContactPoint', contactType: 'billing support', email: site.emails.billing },
    ],
  };
}

/** The site in the page's language: search engines read which language this copy of it is in. */
export function websiteData() {
  return { '@type': 'WebSite', name: site.brandName, url: pageUrl(sitePath('/')), inLanguage: pageLocale.tag };
}

/*
 * Schema.org data only some pages use lives in modules of its own, so the shell every page loads
 * stays as small as it is: `offersData` (plans), `webApplicationData` (the free tools:
 * cost calculator, country check, compliance calendar).
 */
