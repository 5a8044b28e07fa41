import { site } from '../content/site';
import type { PricingTab } from '../types/content';

/** The business, with a contact point per mailbox and its New York address. */
export function organizationData() {
  return {
    '@type': 'Organization',
    name: site.brandName,
    url: site.siteUrl,
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

export function breadcrumbData(trail: { label: string; to: string }[], current: { label: string; path: string }) {
  const items = [...trail.map((c) => ({ name: c.label, path: c.to })), { name: current.label, path: current.path }];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${site.siteUrl}${item.path === '/' ? '' : item.path}`,
    })),
  };
}

/** Each priced plan as an Offer; plans on request have no price to state. */
export function offersData(tabs: PricingTab[]) {
  return {
    '@type': 'OfferCatalog',
    name: `${site.brandName} plans`,
    itemListElement: tabs.flatMap((tab) =>
      tab.plans
        .filter((plan) => plan.amount !== null)
        .map((plan) => ({
          '@type': 'Offer',
          name: `${tab.label}: ${plan.name}`,
          description: plan.description,
          price: plan.amount,
          priceCurrency: 'USD',
          url: `${site.siteUrl}/pricing?tab=${tab.id}`,
          seller: { '@type': 'Organization', name: site.brandName },
        })),
    ),
  };
}
