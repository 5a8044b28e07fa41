import { afterEach, describe, expect, it } from 'vitest';
import { brandScreenAttribute, brandScreenKey, markFirstPageOfVisit } from './brandScreen';

const marked = () => document.documentElement.hasAttribute(brandScreenAttribute);

describe('the brand screen on a visit’s first page only', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.documentElement.removeAttribute(brandScreenAttribute);
  });

  it('marks the first page of a visit, and no page after it', () => {
    markFirstPageOfVisit(window, brandScreenKey, brandScreenAttribute);
    expect(marked()).toBe(true);
    document.documentElement.removeAttribute(brandScreenAttribute);
    markFirstPageOfVisit(window, brandScreenKey, brandScreenAttribute);
    expect(marked()).toBe(false);
  });

  it('holds no page behind it where the browser refuses storage', () => {
    const refusing = {
      document,
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    } as unknown as Window;
    markFirstPageOfVisit(refusing, brandScreenKey, brandScreenAttribute);
    expect(marked()).toBe(false);
  });
});
