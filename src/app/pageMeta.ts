import { documentTitle, pages, type PageKey } from '../content/pages';
import { site } from '../content/site';

const shareImage = `${site.siteUrl}/og-image.png`;

/** Title, description and the social-card tags of a page (canonical and og:url come from the document, by path). */
export function pageMeta(key: PageKey, title?: string, description?: string) {
  const page = pages[key];
  const fullTitle = key === 'home' ? site.seo.title : documentTitle(title ?? page.title);
  const text = description ?? page.description;
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    { property: 'og:type', content: key === 'blogSingle' ? 'article' : 'website' },
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
    ...(key === 'notFound' ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** A detail page's meta: its entry's title, or the not-found page's when the id matches nothing. */
export function detailPageMeta(key: PageKey, title: string | undefined, description?: string) {
  return title === undefined ? pageMeta('notFound') : pageMeta(key, title, description);
}
