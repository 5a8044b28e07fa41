import { TestRunner } from 'vitest';
import { checkAfterEachStory } from './visual/afterStory';
import { checkBothSchemes } from './visual/checkBothSchemes';

// Every story is checked by axe in both schemes (the a11y addon covers light) and photographed in the
// schemes capturedSchemes.ts chooses, from the preview's afterEach (see afterStory.ts for why not here).
checkAfterEachStory(async () => {
  const test = TestRunner.getCurrentTest();
  if (test) await checkBothSchemes(test.context);
});
