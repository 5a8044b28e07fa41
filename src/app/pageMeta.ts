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
