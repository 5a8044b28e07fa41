import axe from 'axe-core';
import type { TestContext } from 'vitest';
import { page } from 'vitest/browser';
import baseline from './browser-version.json';

interface StoryLike {
  name: string;
  parameters: { visual?: { disable?: boolean; selector?: string } };
}

// Drawers, menus and dialogs slide in on a layer of their own, and Chromium paints their shadow a
// shade differently on that layer than without it; whether the layer still exists at the capture
// depends on timing. Keeping them on a layer makes every capture the same.
const freezeCss = `*,*::before,*::after{animation-delay:0s!important;animation-duration:0s!important;animation-play-state:paused!important;transition:none!important;caret-color:transparent!important}.MuiTouchRipple-root{display:none!important}.MuiDrawer-paper,.MuiPopover-paper,.MuiDialog-paper{will-change:transform!important}`;

const maxShotHeight = 8000;

function setScheme(scheme: 'light' | 'dark') {
  const root = document.documentElement;
  root.removeAttribute(scheme === 'dark' ? 'data-light' : 'data-dark');
  root.setAttribute(`data-${scheme}`, '');
  root.style.colorScheme = scheme;
}

async function browserVersion() {
  const data = (navigator as Navigator & { userAgentData?: { getHighEntropyValues(h: string[]): Promise<{ uaFullVersion?: string }> } }).userAgentData;
  return (await data?.getHighEntropyValues(['uaFullVersion']))?.uaFullVersion ?? 'unknown';
}

async function settle() {
  await document.fonts.ready;
  // A lazy image far from view may never decode; give images a bounded wait, then the stable-screenshot check decides.
  const images = Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
  await Promise.race([images, new Promise((resolve) => setTimeout(resolve, 3000))]);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

async function axeViolations() {
  const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function checkBothSchemes(context: TestContext & { story?: StoryLike }) {
  const story = context.story;
  if (!story || context.task.result?.state === 'fail' || story.parameters.visual?.disable) return;

  const freeze = document.createElement('style');
  freeze.textContent = freezeCss;
  document.head.append(freeze);
  const target = story.parameters.visual?.selector
    ? document.querySelector(story.parameters.visual.selector) ?? document.body
    : document.body;
  // The tester shows a story in an iframe the size of the viewport and paints nothing below it, so a page
  // at rest is measured at its full height; a scrolled story keeps its viewport to keep its scrolled state.
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const fullHeight = Math.min(document.documentElement.scrollHeight, maxShotHeight);
  const expand = window.scrollY === 0 && fullHeight > viewport.height;
  if (expand) {
    await page.viewport(viewport.width, fullHeight);
    // The tester resizes the story's frame asynchronously; a capture before the frame has its new
    // height paints only the old viewport and leaves the rest of the page blank.
    const deadline = Date.now() + 5_000;
    while (window.innerHeight < fullHeight && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  try {
    for (const scheme of ['light', 'dark'] as const) {
      setScheme(scheme);
      await settle();
      if (scheme === 'dark') {
        const violations = await axeViolations();
        context.expect(violations, 'axe violations in the dark scheme').toEqual([]);
      }
      try {
        await context.expect(page.elementLocator(target)).toMatchScreenshot(`${name}-${scheme}`);
      } catch (error) {
        const now = await browserVersion();
        if (now !== baseline.chromium) {
          throw new Error(
            `Baselines were made with Chromium ${baseline.chromium}; this is ${now}. Run "npm run test:update", review the new images and update .storybook/visual/browser-version.json.\n${String(error)}`,
          );
        }
        throw error;
      }
    }
  } finally {
    setScheme('light');
    freeze.remove();
    if (expand) await page.viewport(viewport.width, viewport.height);
  }
}
