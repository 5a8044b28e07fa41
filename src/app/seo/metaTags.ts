import { site, siteSeo } from '../../content/site';

const shareImage = `${site.siteUrl}/og-image.png`;

export interface MetaTagOptions {
  /** Open Graph type: a blog post is an article, every other page a website. */
  type?: 'website' | 'article';
  /** Keep the page out of search results (the not-found page). */
  noindex?: boolean;
}

/** Title, description and the social-card tags (canonical and og:url come from the document, by path). */
export function metaTags(fullTitle: string, text: string, { type = 'website', noindex = false }: MetaTagOptions = {}) {
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.brandName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:image', content: shareImage },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: text },
    { name: 'twitter:image', content: shareImage },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The home pages' tags: the brand's title and what it does. */
export const homeMeta = () => metaTags(siteSeo.title, siteSeo.description);
