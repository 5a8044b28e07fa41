// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linksOnlyWithJavaScript, sortLinks } from './links';
import type { PageFacts } from './pageFacts';

const origin = 'http://localhost:4000';

function facts(links: { href: string; target?: string; rel?: string }[]): PageFacts {
  return {
    links: links.map((l) => ({ href: l.href, resolved: new URL(l.href, `${origin}/pricing`).href, target: l.target ?? '', rel: l.rel ?? '', text: 'x' })),
    emptyHashLinks: [],
    missingAnchors: [],
    h1: [],
    h2: [],
    mainTextLength: 0,
    headerLinks: 0,
    footerLinks: 0,
    assets: [],
    imagesWithoutSize: [],
    transparentHeadings: [],
    darkAttribute: false,
    islandsNotInScript: [],
  };
}

describe('sortLinks', () => {
  it('keeps internal paths with their query, skips in-page, mail and phone links', () => {
    const { internal, external, issues } = sortLinks(
      facts([{ href: '/contact-us?plan=grow#form' }, { href: '#main' }, { href: 'mailto:a@b.c' }, { href: 'tel:+1212' }, { href: `${origin}/team` }]),
      origin,
    );
    expect(internal).toEqual(['/contact-us?plan=grow', '/team']);
    expect([external, issues]).toEqual([[], []]);
  });

  it('requires a new tab without opener or referrer on every external link', () => {
    const { external, issues } = sortLinks(
      facts([
        { href: 'https://pay.example/a', target: '_blank', rel: 'noopener noreferrer' },
        { href: 'https://pay.example/b', target: '_blank', rel: 'noopener' },
        { href: 'https://pay.example/c', rel: 'noopener noreferrer' },
      ]),
      origin,
    );
    expect(external).toHaveLength(3);
    expect(issues).toHaveLength(2);
    expect(issues[0]).toContain('https://pay.example/b');
    expect(issues[1]).toContain('https://pay.example/c');
  });

  it('flags javascript: links', () => {
    expect(sortLinks(facts([{ href: 'javascript:void(0)' }]), origin).issues).toHaveLength(1);
  });

  it('takes a calendar file written into the page, and flags any other data: link', () => {
    const { issues } = sortLinks(facts([{ href: 'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR' }, { href: 'data:text/html,<p>x</p>' }]), origin);
    expect(issues).toEqual(['unexpected link scheme "x" -> data:text/html,<p>x</p>']);
  });
});

describe('linksOnlyWithJavaScript', () => {
  it('lists the hrefs the hydrated page has and the prerendered HTML lacks', () => {
    expect(linksOnlyWithJavaScript(facts([{ href: '/a' }, { href: '/b' }]), facts([{ href: '/a' }]))).toEqual(['/b']);
  });
});
