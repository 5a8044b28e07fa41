import { describe, expect, it } from 'vitest';
import { startScriptsAfterLoad } from './htmlFiles';

const body = 'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js"; window.__reactRouterRouteModules = {"root":route0};  import("/assets/entry.client-4.js");';
const head = '<head><link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/></head>';
const page = `<html>${head}<body><p>Hi</p><script type="module" async="">${body}</script></body></html>`;

describe('startScriptsAfterLoad', () => {
  it('takes the module preloads and the bootstrap module out of the way of the first paint', () => {
    const out = startScriptsAfterLoad(page);
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>');
    expect(out).toContain(`<script type="text/x-module-after-load" id="hydration-module">${body}</script><script>addEventListener('load',`);
  });

  it('after the load event and a frame, preloads the same modules and runs the same module, once', async () => {
    document.documentElement.innerHTML = startScriptsAfterLoad(page).replace(/^<html>|<\/html>$/g, '');
    const starter = [...document.querySelectorAll('script')].find((s) => s.textContent?.startsWith('addEventListener'));
    new Function(starter?.textContent ?? '')();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/manifest-1.js', '/assets/root-2.js']);
    expect([...document.querySelectorAll('script[type="module"]')].map((m) => m.textContent)).toEqual([body]);
  });

  it('refuses scripts it does not recognise', () => {
    expect(() => startScriptsAfterLoad(page.replace(body, 'import { a } from "/assets/x.js"; a();'))).toThrow(/unexpected hydration script/);
    expect(() => startScriptsAfterLoad(page.replace('async=""', ''))).toThrow(/unexpected hydration script/);
    expect(() => startScriptsAfterLoad(page.replace('<link rel="modulepreload" href="/assets/root-2.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/>'))).toThrow(/unexpected module preload/);
  });

  it('leaves a page without scripts alone', () => {
    expect(startScriptsAfterLoad('<body></body>')).toBe('<body></body>');
  });
});
