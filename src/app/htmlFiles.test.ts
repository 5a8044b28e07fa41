import { describe, expect, it } from 'vitest';
import { deprioritizeModulePreloads } from './htmlFiles';

describe('deprioritizeModulePreloads', () => {
  it('fetches script preloads at low priority and leaves other links alone', () => {
    const html =
      '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(deprioritizeModulePreloads(html)).toBe(
      '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>',
    );
  });

  it('is idempotent', () => {
    const once = deprioritizeModulePreloads('<link rel="modulepreload" href="/assets/a.js"/>');
    expect(deprioritizeModulePreloads(once)).toBe(once);
  });
});
