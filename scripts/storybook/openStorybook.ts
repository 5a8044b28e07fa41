import type { Browser, BrowserContext } from 'playwright-core';

export interface StoryEvent {
  event: string;
  detail: { status?: string; storyId?: string; message?: string } | undefined;
}

/**
 * Records what Storybook's preview announces, from the moment its channel exists: its events, and
 * apart from them the phases a story's render goes through (loading, rendering, playing, completed…).
 */
export function listenToStorybook() {
  const seen: StoryEvent[] = [];
  const phases: string[] = [];
  (window as unknown as { storyEvents: StoryEvent[] }).storyEvents = seen;
  (window as unknown as { storyPhases: string[] }).storyPhases = phases;
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, listener: (detail: StoryEvent['detail']) => void): void }) {
      channel = value;
      for (const event of ['storyFinished', 'docsRendered', 'playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing']) {
        value.on(event, (detail) => seen.push({ event, detail: detail && typeof detail === 'object' ? detail : undefined }));
      }
      value.on('storyRenderPhaseChanged', (detail) => phases.push(String((detail as { newPhase?: string } | undefined)?.newPhase)));
    },
  });
}

/** A context in São Paulo and in Portuguese: a story leaning on the test runner's UTC or English fails. */
export function storybookContext(browser: Browser, width = 1280, height = 900) {
  return browser.newContext({ timezoneId: 'America/Sao_Paulo', locale: 'pt-BR', viewport: { width, height } });
}

/**
 * Opens a Storybook address in a fresh context (storybookContext), or in a page of the context given,
 * and waits for the first of `until` (events' names, or `phase:<name>` for a render phase), if any.
 * `close` closes what it opened.
 */
export async function openStorybook(from: Browser | BrowserContext, address: string, until: string[], width = 1280, height = 900) {
  const own = 'newContext' in from;
  const context = own ? await storybookContext(from, width, height) : from;
  const page = await context.newPage();
  if (!own) await page.setViewportSize({ width, height });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    // A failed request is reported above, with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console error: ${message.text()}`);
  });
  await page.addInitScript(listenToStorybook);
  await page.goto(address);
  if (until.length)
    await page
      .waitForFunction(
        (names) => {
          const { storyEvents, storyPhases } = window as unknown as { storyEvents: StoryEvent[]; storyPhases: string[] };
          return names.some((name) => (name.startsWith('phase:') ? storyPhases.includes(name.slice(6)) : storyEvents.some((e) => e.event === name)));
        },
        until,
        {
          timeout: 45_000,
          polling: 100,
        },
      )
      .catch(() => {});
  // Without a wait, the page may be moving on (a narrow story opened alone goes to at-width.html).
  const events = await page.evaluate(() => (window as unknown as { storyEvents: StoryEvent[] }).storyEvents).catch((): StoryEvent[] => []);
  const close = () => (own ? context.close() : page.close());
  return { page, context, problems, events, close };
}
