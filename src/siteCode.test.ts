// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from './testSupport/sourceGraph';

/*
 * Storybook draws every section with React, so there a part counts up, opens or slides whatever the
 * site gives it. The built page is prerendered HTML, and code reaches a part only by one of these
 * (docs/architecture.md, "How a page loads"):
 * - an island (src/islands/), for what a visitor operates;
 * - the client-only root (src/app/clientParts/), for what no prerendered page shows;
 * - a script in the page's head, for what works without React: the header's
 *   (sections/Header/headerBehaviour.ts), the plan tabs' (sections/PricingTabs/tabsBehaviour.ts) and the count-up of parts that move once seen
 *   (platform/countUp.ts, which a section joins through useCountUp).
 * This walks what the prerender alone renders (pages, the frame, the root), stopping at islands and
 * client parts, and fails on any module with behaviour it reaches that no head script serves: that
 * part would be alive in Storybook and dead on the site (the counters read "0K" that way).
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const graph = importGraph(src, 'values');
const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** A module that joins a head script: the page's head runs what it needs from the first paint. */
const headScript = /from '(\.\.\/)+platform\/useCountUp'|\binstall(Header|Tabs)Behaviour\(/;
/** Behaviour: state, effects, a carousel, a handler on an element (not a flag like onHome={false}), or a head script's part. */
const behaviour = new RegExp(`\\b(useState|useReducer|useEffect|useLayoutEffect|useSyncExternalStore|useEmblaCarousel)\\b|\\son[A-Z][A-Za-z]*=\\{(?!(true|false)\\})|${headScript.source}`);
const prerenderOnly = (file: string) => /^(pages|app\/frame)\//.test(relative(file)) || relative(file) === 'root.tsx';
const codeBoundary = (file: string) => /^(islands|app\/clientParts)\//.test(relative(file));
// What renders only where React runs a whole tree (Storybook, tests), never on a prerendered page.
const outsideThePage = (file: string) => /^(platform|testSupport|prerender)\//.test(relative(file));

/**
 * Modules the prerender reaches whose behaviour the site gives them another way, each with why.
 * A new entry needs a reason a reviewer accepts; an entry no longer reached fails below.
 */
const servedOtherwise: Record<string, string> = {
  'components/SectionHeading/SectionHeading.tsx': 'onBrand is a colour flag it hands to the eyebrow, not a handler',
  'components/SiteLink/SiteLink.tsx': "its href is the behaviour on a prerendered page (the browser loads the page); the click handler only keeps Storybook's address in memory",
  'sections/BlogGrid/BlogGrid.tsx': 'the agency home shows four posts with no paging or filters: nothing to operate (the lists page through the BlogList island)',
  'sections/Header/SearchOverlay.tsx': "its submit handler stands in, in Storybook, for the native GET form the site's header sends",
  'sections/Header/usePopoverId.ts': 'an id made once per render; no behaviour after it',
};

function reachedByThePrerender() {
  const reached = new Map<string, string>();
  const queue = [...graph.keys()].filter(prerenderOnly).map((file) => ({ file, from: relative(file) }));
  while (queue.length) {
    const { file, from } = queue.shift()!;
    if (reached.has(file) || codeBoundary(file)) continue;
    reached.set(file, from);
    for (const next of graph.get(file) ?? []) queue.push({ file: next, from: `${from} → ${relative(next)}` });
  }
  return reached;
}

describe('every part with behaviour has code on the built page', () => {
  const reached = reachedByThePrerender();
  const living = [...reached.keys()].filter((file) => !outsideThePage(file) && behaviour.test(readFileSync(file, 'utf8')));

  it('reads the pages and the sections they render', () => {
    expect(reached.size).toBeGreaterThan(100);
    expect(living.length).toBeGreaterThan(3);
  });

  it('no module the prerender alone renders has behaviour no head script serves', () => {
    const dead = living.filter((file) => !headScript.test(readFileSync(file, 'utf8')) && !(relative(file) in servedOtherwise)).map((file) => `${relative(file)} (rendered by ${reached.get(file)})`);
    expect(dead).toEqual([]);
  });

  it('every exception is still reached and still has behaviour', () => {
    const livingNames = new Set(living.map(relative));
    expect(Object.keys(servedOtherwise).filter((name) => !livingNames.has(name))).toEqual([]);
  });

  it('the parts that move once seen join the count-up', () => {
    for (const name of ['sections/Counters/CounterFigure.tsx', 'sections/ProgressMeter/ProgressMeter.tsx', 'sections/TeamProfile/SkillBar.tsx']) {
      expect(livingNames(living)).toContain(name);
      expect(readFileSync(path.join(src, name), 'utf8')).toMatch(headScript);
    }
  });
});

const livingNames = (files: string[]) => files.map(relative);
