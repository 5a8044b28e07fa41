import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonLd } from './JsonLd';

afterEach(() => {
  vi.unstubAllEnvs();
});

const data = { '@type': 'Organization', name: 'StarBridge </script><script>document.title = "taken"</script>' };

describe('JsonLd', () => {
  it('writes the data in the prerendered page, with schema.org as its context and no way to close its script', () => {
    vi.stubEnv('SSR', true);
    const html = renderToString(<JsonLd data={data} />);
    expect(html).toMatch(/^<script type="application\/ld\+json">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ '@context': 'https://schema.org', ...data });
  });

  it('leaves the tag empty in the browser, which keeps the prerendered one', () => {
    vi.stubEnv('SSR', false);
    expect(renderToString(<JsonLd data={data} />)).toBe('<script type="application/ld+json"></script>');
  });
});
