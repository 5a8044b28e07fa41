import { documentTitle, pages, type PageKey } from '../content/pages';
import { site } from '../content/site';

/** The document title and description of a page. */
export function pageMeta(key: PageKey, title?: string) {
  const page = pages[key];
  return [
    { title: key === 'home' ? site.seo.title : documentTitle(title ?? page.title) },
    { name: 'description', content: page.description },
  ];
}

/** A detail page's meta: its entry's title, or the not-found page's when the id matches nothing. */
export function detailPageMeta(key: PageKey, title: string | undefined) {
  return title === undefined ? pageMeta('notFound') : pageMeta(key, title);
}
