import { describe, expect, it } from 'vitest';
import { storiesOfChanges, storiesOfNames } from './testQuick.mjs';

describe('test:quick', () => {
  it('runs the stories of the section and component folders a change touches, and changed story files', () => {
    expect(storiesOfChanges(['src/sections/Header/Header.tsx', 'src/components/MotionToggle/MotionToggle.tsx', 'stories/Pages/HomeAgency.stories.tsx', 'src/content/site.ts', 'README.md'])).toEqual([
      'src/components/MotionToggle/MotionToggle.stories.tsx',
      'src/sections/Header/Header.stories.tsx',
      'src/sections/Header/LanguageButton.stories.tsx',
      'stories/Pages/HomeAgency.stories.tsx',
    ]);
  });

  it('runs nothing of a deleted folder', () => {
    expect(storiesOfChanges(['src/sections/NoSuchSection/NoSuchSection.tsx'])).toEqual([]);
  });

  it('finds a section by name in any case, and refuses a name that is no folder', () => {
    expect(storiesOfNames(['header'])).toEqual(['src/sections/Header/Header.stories.tsx', 'src/sections/Header/LanguageButton.stories.tsx']);
    expect(() => storiesOfNames(['Hedaer'])).toThrow(/no section, component or stories folder named Hedaer/);
  });
});
