import { afterEach, beforeAll } from 'vitest';
import { forgetToasts } from '../src/app/notify';
import { checkBothSchemes } from './visual/checkBothSchemes';

// Every story is checked by axe in both schemes (the a11y addon covers light) and photographed in the
// schemes capturedSchemes.ts chooses.
afterEach(async (context) => {
  await checkBothSchemes(context);
});

// Story files share one page (vitest.config.ts): each starts with no toast asked for, as on a fresh load.
beforeAll(() => {
  forgetToasts();
});
