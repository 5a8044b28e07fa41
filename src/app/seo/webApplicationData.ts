import { site } from '../../content/site';
import { pageLocale } from '../../locale/pageLocale';
import { pageUrl } from './pageUrl';
import { sitePath, type PagePath } from '../../sitePaths';

/** A free tool on the site as a schema.org WebApplication (the country check, the compliance calendar). */
export function webApplicationData({ name, description, path }: { name: string; description: string; path: PagePath }) {
  return {
    '@type': 'WebApplication',
    name,
    description,
    url: pageUrl(path),
    inLanguage: pageLocale.tag,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript for the interactive answer',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    provider: { '@type': 'Organization', name: site.brandName, url: pageUrl(sitePath('/')) },
  };
}
