import type { PageFacts } from './pageFacts';

/** The links of one page sorted into what the crawl checks later and what is wrong right away. */
export function sortLinks(facts: PageFacts, siteOrigin: string) {
  const internal: string[] = [];
  const external: string[] = [];
  const issues: string[] = [];
  for (const link of facts.links) {
    const label = `"${link.text.slice(0, 40)}" -> ${link.href}`;
    if (/^(mailto|tel):/i.test(link.href)) continue;
    // A calendar file written into the page, so the download works with JavaScript off (the launch plan's .ics).
    if (/^data:text\/calendar[;,]/i.test(link.href)) continue;
    if (/^javascript:/i.test(link.href)) {
      issues.push(`javascript: link ${label}`);
      continue;
    }
    if (link.href.startsWith('#')) continue; // in-page: checked against the ids on the page
    const url = new URL(link.resolved);
    if (url.origin === siteOrigin) {
      internal.push(url.pathname + url.search);
      continue;
    }
    if (!/^https?:$/.test(url.protocol)) {
      issues.push(`unexpected link scheme ${label}`);
      continue;
    }
    external.push(link.href);
    const rel = link.rel.toLowerCase().split(/\s+/);
    if (link.target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer')) {
      issues.push(`external link without target=_blank rel="noopener noreferrer": ${label} (target="${link.target}" rel="${link.rel}")`);
    }
  }
  return { internal, external, issues };
}

/** Hrefs a hydrated page shows that its prerendered HTML lacks: content only JavaScript reaches. */
export function linksOnlyWithJavaScript(withJs: PageFacts, withoutJs: PageFacts) {
  const prerendered = new Set(withoutJs.links.map((l) => l.href));
  return [...new Set(withJs.links.map((l) => l.href))].filter((href) => !prerendered.has(href));
}
