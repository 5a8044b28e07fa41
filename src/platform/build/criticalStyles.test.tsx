// @vitest-environment node
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache, emotionKey } from '../createEmotionCache';
import { criticalStyleTags } from './criticalStyles';

function prerender(withBaseline = true) {
  const cache = createEmotionCache();
  const tagsFor = criticalStyleTags(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      {withBaseline ? <CssBaseline /> : null}
      <Button variant="contained">Get started</Button>
    </CacheProvider>,
  );
  return { html, tagsFor };
}

describe('criticalStyleTags', () => {
  it('writes no style tag into the markup and puts the CSS the markup uses into the page, global styles first', () => {
    const { html, tagsFor } = prerender();
    const tags = tagsFor(html);
    expect(html).not.toContain('<style');
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names.split(' ')).filter((name) => name.startsWith(`${emotionKey}-`));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(tags).toContain(`.${name}{`);
    expect(tags.indexOf(`data-emotion="${emotionKey}-global`)).toBeLessThan(tags.indexOf(`data-emotion="${emotionKey} `));
  });

  it('fails the prerender when the global styles are not where AppProviders looks for them', () => {
    const { html, tagsFor } = prerender(false);
    expect(() => tagsFor(html)).toThrow(/sb-global/);
  });
});
