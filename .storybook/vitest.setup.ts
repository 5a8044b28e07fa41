import { afterEach, beforeEach, vi } from 'vitest';
import { checkBothSchemes } from './visual/checkBothSchemes';

// Dates in stories (the footer's copyright year, "posted on") are pinned so baselines do not age.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T12:00:00Z') });
});

// Every story is screenshotted in light and dark and checked by axe in dark (the a11y addon covers light).
afterEach(async (context) => {
  vi.useRealTimers();
  await checkBothSchemes(context);
});
