import { afterEach } from 'vitest';
import { checkBothSchemes } from './visual/checkBothSchemes';

// Every story is checked by axe in both schemes (the a11y addon covers light) and photographed in the
// schemes capturedSchemes.ts chooses.
afterEach(async (context) => {
  await checkBothSchemes(context);
});
