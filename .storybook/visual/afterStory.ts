/**
 * What the test run checks after each story: set by the run's setup file (vitest.setup.ts for
 * English, vitest.language.setup.ts for the other languages) and called from the preview's
 * `afterEach`, which Storybook runs inside every story's test.
 *
 * Not a Vitest `afterEach` in the setup file: story files share one page (`isolate: false`), and
 * Vitest then runs a setup file once per page, so its hooks held for the first story file only and
 * every later file went unchecked (vitest-dev/vitest#11073). A module keeps one state per page, so
 * what the setup file sets here holds for every file.
 */
type Check = () => Promise<void>;

let check: Check | undefined;

export function checkAfterEachStory(next: Check) {
  check = next;
}

export async function afterStory() {
  if (check) {
    await check();
    return;
  }
  // In Vitest's browser runner a story with no checks set would pass unchecked: fail it instead.
  if ((globalThis as { __vitest_browser__?: unknown }).__vitest_browser__) {
    throw new Error('No after-story checks are set: the project needs .storybook/vitest.setup.ts or vitest.language.setup.ts');
  }
}
