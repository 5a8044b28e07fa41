import { site } from '../../content/site';
import { pageUrl } from './pageUrl';
import type { PricingTab } from '../../types/content';
import { sitePath } from '../../sitePaths';

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
          url: pageUrl(sitePath('/pricing', { tab: tab.id })),
          seller: { '@type': 'Organization', name: site.brandName },
        })),
    ),
  };
}
