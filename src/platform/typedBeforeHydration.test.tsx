import { afterEach, describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typedBeforeHydration';

afterEach(() => {
  document.body.innerHTML = '';
});

// Whether hydration keeps the text is a browser matter: the site test holds a page's scripts back,
// types, lets them run and reads the fields (scripts/site/earlyInput.spec.ts).
describe('typedBeforeHydration', () => {
  it('reads what was typed into a field the prerender left empty', () => {
    document.body.innerHTML = '<input id="name" value=""><textarea id="comment"></textarea>';
    (document.getElementById('name') as HTMLInputElement).value = 'Ada Founder';
    (document.getElementById('comment') as HTMLTextAreaElement).value = 'From Lagos';
    expect(typedBeforeHydration('name')).toBe('Ada Founder');
    expect(typedBeforeHydration('comment')).toBe('From Lagos');
  });

  it('finds nothing when the field holds what the prerender wrote', () => {
    document.body.innerHTML = '<input id="plan" value="Essential"><div id="box"></div>';
    expect(typedBeforeHydration('plan')).toBeUndefined();
    expect(typedBeforeHydration('box')).toBeUndefined();
    expect(typedBeforeHydration('nowhere')).toBeUndefined();
  });
});
