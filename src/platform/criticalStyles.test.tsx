// @vitest-environment node
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache, emotionKey, prerenderedIdsAttribute } from './createEmotionCache';
import { criticalStyleTags } from './criticalStyles';

function prerender() {
  const cache = createEmotionCache();
  const tagsFor = criticalStyleTags(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Button variant="contained">Get started</Button>
    </CacheProvider>,
  );
  return { html, tags: tagsFor(html) };
}

const idsOf = (tags: string) => tags.match(new RegExp(`${prerenderedIdsAttribute}="([^"]*)"`))?.[1].split(' ') ?? [];

describe('criticalStyleTags', () => {
  it('writes no style tag into the markup and puts the CSS the markup uses in one tag that lists its ids', () => {
    const { html, tags } = prerender();
    expect(html).not.toContain('<style');
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names.split(' ')).filter((name) => name.startsWith(`${emotionKey}-`));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(tags).toContain(`.${name}{`);
    expect(idsOf(tags)).toEqual(expect.arrayContaining(classes.map((name) => name.slice(emotionKey.length + 1))));
    expect(tags).not.toMatch(new RegExp(`data-emotion="${emotionKey} `));
  });

  it('lists the ids of styled wrappers that never reach the page, without their CSS', () => {
    const { html, tags } = prerender();
    const wrappers = idsOf(tags).filter((id) => !html.includes(`${emotionKey}-${id}`));
    expect(wrappers.length).toBeGreaterThan(0);
    for (const id of wrappers) expect(tags).not.toContain(`.${emotionKey}-${id}`);
  });
});
