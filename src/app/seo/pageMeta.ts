import { documentTitle, pages, type PageKey } from '../../content/pages';
import { siteSeo } from '../../content/site';
import { metaTags } from './metaTags';

/** An inner page's title, description and social-card tags, from its entry in the page list. */
export function pageMeta(key: PageKey, title?: string, description?: string) {
  const page = pages[key];
  const fullTitle = key === 'home' ? siteSeo.title : documentTitle(title ?? page.title);
  return metaTags(fullTitle, description ?? page.description, {
    type: key === 'blogSingle' ? 'article' : 'website',
    noindex: key === 'notFound' || key === 'layouts',
  });
}

/** A detail page's meta from its loader's entry; the not-found page's when the loader answered 404. */
export function detailPageMeta(key: PageKey, title: string | undefined, description?: string) {
  return title === undefined ? pageMeta('notFound') : pageMeta(key, title, description);
}
