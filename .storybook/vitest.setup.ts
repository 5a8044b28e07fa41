import { afterEach } from 'vitest';
import { checkBothSchemes } from './visual/checkBothSchemes';

// Every story is screenshotted in light and dark and checked by axe in dark (the a11y addon covers light).
afterEach(async (context) => {
  await checkBothSchemes(context);
});
