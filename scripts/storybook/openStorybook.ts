import type { Browser, BrowserContext } from 'playwright-core';

export interface StoryEvent {
  event: string;
  detail: { status?: string; storyId?: string; message?: string } | undefined;
}

/** Records what Storybook's preview announces, from the moment its channel exists. */
export function listenToStorybook() {
  const seen: StoryEvent[] = [];
  (window as unknown as { storyEvents: StoryEvent[] }).storyEvents = seen;
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, listener: (detail: StoryEvent['detail']) => void): void }) {
      channel = value;
      for (const event of ['storyFinished', 'docsRendered', 'playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing']) {
        value.on(event, (detail) => seen.push({ event, detail: detail && typeof detail === 'object' ? detail : undefined }));
      }
    },
  });
}

/** A context in São Paulo and in Portuguese: a story leaning on the test runner's UTC or English fails. */
export function storybookContext(browser: Browser, width = 1280, height = 900) {
  return browser.newContext({ timezoneId: 'America/Sao_Paulo', locale: 'pt-BR', viewport: { width, height } });
}

/**
 * Opens a Storybook address in a fresh context (storybookContext), or in a page of the context given,
 * and waits for the first of `until` (events' names), if any. `close` closes what it opened.
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
      .waitForFunction((names) => (window as unknown as { storyEvents: StoryEvent[] }).storyEvents.some((e) => names.includes(e.event)), until, {
        timeout: 45_000,
        polling: 100,
      })
      .catch(() => {});
  // Without a wait, the page may be moving on (a narrow story opened alone goes to at-width.html).
  const events = await page.evaluate(() => (window as unknown as { storyEvents: StoryEvent[] }).storyEvents).catch((): StoryEvent[] => []);
  const close = () => (own ? context.close() : page.close());
  return { page, context, problems, events, close };
}
