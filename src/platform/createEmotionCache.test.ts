import { describe, expect, it } from 'vitest';
import { createEmotionCache, emotionKey, prerenderedIdsAttribute } from './createEmotionCache';

const prerenderedHead = `<title>Page</title><style data-s="" data-emotion="${emotionKey}-global 1x">html{margin:0}</style><style ${prerenderedIdsAttribute}="abc wrap1">.${emotionKey}-abc{color:red}</style><link rel="modulepreload" href="/a.js">`;

describe('createEmotionCache in the browser', () => {
  it('takes over the prerendered styles without moving a tag, and knows every id they list', () => {
    document.head.innerHTML = prerenderedHead;
    const moves: MutationRecord[] = [];
    const observer = new MutationObserver((records) => moves.push(...records));
    observer.observe(document.head, { childList: true });
    const cache = createEmotionCache();
    moves.push(...observer.takeRecords());
    observer.disconnect();
    expect(moves).toEqual([]);
    expect(cache.inserted.abc).toBe(true);
    expect(cache.inserted.wrap1).toBe(true);
  });

  it('adds new styles right after the prerendered ones', () => {
    document.head.innerHTML = prerenderedHead;
    const cache = createEmotionCache();
    cache.sheet.insert(`.${emotionKey}-new{color:blue}`);
    const prerendered = document.head.querySelector(`style[${prerenderedIdsAttribute}]`);
    expect(prerendered?.nextElementSibling?.getAttribute('data-emotion')).toBe(emotionKey);
  });
});
