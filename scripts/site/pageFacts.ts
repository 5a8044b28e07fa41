/** What a crawl reads from a rendered page; gathered inside the page by `readPageFacts`. */
export interface PageFacts {
  links: { href: string; resolved: string; target: string; rel: string; text: string }[];
  emptyHashLinks: string[];
  missingAnchors: string[];
  h1: string[];
  h2: string[];
  mainTextLength: number;
  headerLinks: number;
  footerLinks: number;
  assets: string[];
  imagesWithoutSize: string[];
  /** The h1, or a section heading, that is in the page but not shown (opacity 0 or visibility hidden). */
  transparentHeadings: string[];
  darkAttribute: boolean;
  /** Islands in the page that its script does not fetch with the entry (platform/islandScripts.tsx). */
  islandsNotInScript: string[];
}

/**
 * Runs in the page (serialised by Playwright, so it must be self-contained). Visibility walks the
 * ancestors: a heading inside an opacity-0 reveal wrapper is not shown, while one in a closed tab
 * panel (display: none) is a choice the visitor makes.
 */
export function readPageFacts(): PageFacts {
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  /** Why an element is not shown: 'removed' (display: none, e.g. a closed tab) or 'transparent'. */
  const hiddenBy = (el: Element) => {
    let transparent = false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none') return 'removed';
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) transparent = true;
    }
    return transparent ? 'transparent' : null;
  };
  const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const links = anchors.map((a) => ({
    href: a.getAttribute('href') ?? '',
    resolved: a.href,
    target: a.getAttribute('target') ?? '',
    rel: a.getAttribute('rel') ?? '',
    text: text(a) || a.getAttribute('aria-label') || '',
  }));
  const missingAnchors = links
    .filter((l) => l.href.startsWith('#') && l.href.length > 1)
    .map((l) => l.href)
    .filter((href) => !document.getElementById(decodeURIComponent(href.slice(1))));
  const assets = new Set<string>();
  for (const el of document.querySelectorAll<HTMLImageElement | HTMLSourceElement>('img[src], source[src], source[srcset], img[srcset]')) {
    if (el.getAttribute('src')) assets.add(new URL(el.getAttribute('src') as string, location.href).href);
    for (const candidate of (el.getAttribute('srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) assets.add(new URL(url, location.href).href);
    }
  }
  for (const el of document.querySelectorAll('video[src], video[poster], track[src], link[rel="preload"][href], link[rel="icon"][href]')) {
    for (const name of ['src', 'poster', 'href']) {
      const value = el.getAttribute(name);
      if (value) assets.add(new URL(value, location.href).href);
    }
  }
  const imagesWithoutSize = [...document.querySelectorAll('img')].filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.getAttribute('src') ?? '(no src)');
  const main = document.querySelector('main');
  const headings = [...(main?.querySelectorAll('h1, h2') ?? [])];
  return {
    links,
    emptyHashLinks: [...document.querySelectorAll('[href="#"]')].map((el) => el.outerHTML.slice(0, 120)),
    missingAnchors,
    h1: [...document.querySelectorAll('h1')].map(text),
    h2: [...(main?.querySelectorAll('h2') ?? [])].map(text),
    mainTextLength: main ? text(main).length : 0,
    headerLinks: document.querySelectorAll('header a[href]').length,
    footerLinks: document.querySelectorAll('footer a[href]').length,
    assets: [...assets],
    imagesWithoutSize,
    transparentHeadings: headings.filter((h) => hiddenBy(h) === 'transparent' || (h.tagName === 'H1' && hiddenBy(h))).map((h) => `${h.tagName.toLowerCase()} "${text(h).slice(0, 60)}"`),
    darkAttribute: document.documentElement.hasAttribute('data-dark'),
    islandsNotInScript: [...document.querySelectorAll<HTMLElement>('[data-island]')]
      .map((el) => el.dataset.island ?? '')
      .filter((name) => !(document.getElementById('island-scripts')?.dataset.islands ?? '').split(' ').includes(name)),
  };
}

/**
 * Runs in the page: every text node a reader is shown (or a screen reader reads) of at least
 * `minWords` words, whitespace folded. The languages' crawl compares a page's with its English twin's.
 */
export function readShownTexts(minWords: number): string[] {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!parent || text.split(' ').length < minWords || parent.closest('script, style, noscript, template')) continue;
    if (parent.checkVisibility({ visibilityProperty: true })) texts.add(text);
  }
  return [...texts];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

/** Every text node of a prerendered page's body (whitespace folded), read from its HTML in Node. */
export function textsOfHtml(html: string): string[] {
  const body = html.slice(html.indexOf('<body')).replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/g, '');
  return body
    .split(/<[^>]*>/)
    .map((text) =>
      text
        .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) =>
          code[0] === '#' ? String.fromCodePoint(Number(code[1] === 'x' ? `0${code.slice(1)}` : code.slice(1))) : (entities[code] ?? whole),
        )
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}
