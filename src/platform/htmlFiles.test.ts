import { describe, expect, it } from 'vitest';
import { chunkImports, dependencyOrder, startScriptsAfterLoad } from './htmlFiles';

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

  it('refuses a bootstrap that no longer sets the route modules the client entry waits for', () => {
    expect(() => startScriptsAfterLoad(page.replace('window.__reactRouterRouteModules = ', 'window.routes = '))).toThrow(/__reactRouterRouteModules/);
  });

  it('refuses to order modules whose imports it cannot read', () => {
    expect(() => startScriptsAfterLoad(page, 'page', () => [])).toThrow(/chunkImports/);
    expect(() => startScriptsAfterLoad(page, 'page', (url) => (url.includes('root') ? ['/assets/manifest-1.js'] : []))).not.toThrow();
  });

  it('leaves a page without scripts alone', () => {
    expect(startScriptsAfterLoad('<body></body>')).toBe('<body></body>');
  });
});

describe('chunkImports', () => {
  it('lists the static imports of a built chunk, not its dynamic ones', () => {
    const code = 'import{r as e}from"./rolldown-runtime-X.js";\nimport"./side-Y.js";\nimport{a as b,c}from"./framework-Z.js";const l=()=>import("./Lazy-W.js");';
    expect(chunkImports(code)).toEqual(['/assets/rolldown-runtime-X.js', '/assets/side-Y.js', '/assets/framework-Z.js']);
  });
});

describe('dependencyOrder', () => {
  it('puts every module after the modules it imports, and keeps only the ones asked for', () => {
    const graph: Record<string, string[]> = { page: ['shell', 'content'], shell: ['mui'], mui: ['framework'], framework: ['runtime'], content: [] };
    expect(dependencyOrder(['framework', 'page', 'shell', 'mui', 'content'], (url) => graph[url] ?? [])).toEqual(['framework', 'mui', 'shell', 'content', 'page']);
  });

  it('survives an import cycle', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['a'] };
    expect(dependencyOrder(['a', 'b'], (url) => graph[url])).toEqual(['b', 'a']);
  });
});
