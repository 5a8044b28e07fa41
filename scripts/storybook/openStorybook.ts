import type { Browser } from 'playwright-core';

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

/**
 * Opens a Storybook address in a fresh context, in São Paulo and in Portuguese (a story leaning on the
 * test runner's UTC or English fails); waits for the first of `until` (events' names).
 */
export async function openStorybook(browser: Browser, address: string, until: string[], width = 1280, height = 900) {
  const context = await browser.newContext({ timezoneId: 'America/Sao_Paulo', locale: 'pt-BR', viewport: { width, height } });
  const page = await context.newPage();
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
  await page
    .waitForFunction((names) => (window as unknown as { storyEvents: StoryEvent[] }).storyEvents.some((e) => names.includes(e.event)), until, {
      timeout: 45_000,
      polling: 100,
    })
    .catch(() => {});
  const events = await page.evaluate(() => (window as unknown as { storyEvents: StoryEvent[] }).storyEvents);
  return { page, context, problems, events };
}
