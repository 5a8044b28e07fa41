import { TestRunner } from 'vitest';
import { checkAfterEachStory } from './visual/afterStory';
import { checkInLanguage } from './visual/checkInLanguage';

// The Spanish and Arabic runs: every story's play in that language, then what longer or mirrored text
// can break (sideways scroll, a glyph drawn by a font the site does not serve). Axe and pictures are
// the English run's (vitest.setup.ts): a language changes words, not roles or colours.
checkAfterEachStory(async () => {
  const test = TestRunner.getCurrentTest();
  if (test) await checkInLanguage(test.context);
});
