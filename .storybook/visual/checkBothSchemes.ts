import axe from 'axe-core';
import type { TestContext } from 'vitest';
import { page, server } from 'vitest/browser';
import { comparesScreenshots } from './baselinePlatform';
import baseline from './browser-version.json';
import { foreignFonts, loadDeclaredFonts } from './checkFonts';
import { reviewWidths } from '../../src/theme/tokens';
import { screenshotName } from './screenshotName';
import { sidewaysOverflow } from './sidewaysOverflow';
import { hoverTarget, pointerToCorner } from './hoverTarget';
import { storyElement } from './storyElement';
import { type CapturedStory, capturedSchemes } from './capturedSchemes';

interface StoryLike extends CapturedStory {
  parameters: {
    visual?: NonNullable<CapturedStory['parameters']['visual']> & { disable?: boolean; selector?: string; widths?: (keyof typeof reviewWidths)[] };
    /** A hover story's target (.storybook/hoverStory.ts). */
    pseudo?: { hover?: string };
  };
}

// Drawers, menus and dialogs slide in on a layer of their own, and Chromium paints their shadow a
// shade differently on that layer than without it; whether the layer still exists at the capture
// depends on timing. Keeping them on a layer makes every capture the same.
const freezeCss = `*,*::before,*::after{animation-delay:0s!important;animation-duration:0s!important;animation-play-state:paused!important;transition:none!important;caret-color:transparent!important}.MuiTouchRipple-root{display:none!important}.MuiDrawer-paper,.MuiPopover-paper,.MuiDialog-paper{will-change:transform!important}`;

const maxShotHeight = 16_000;

/**
 * The tester resizes the story's frame asynchronously; a capture before the frame has its new size
 * paints only the old viewport and leaves the rest of the page blank.
 */
async function resizeFrame(width: number, height: number) {
  await page.viewport(width, height);
  const deadline = Date.now() + 5_000;
  while ((window.innerWidth !== width || window.innerHeight < height) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
  // Every face the story declares is loaded before anything is checked or captured.
  await loadDeclaredFonts();
  // A lazy image far from view may never decode; give images a bounded wait, then the stable-screenshot check decides.
  const images = Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
  await Promise.race([images, new Promise((resolve) => setTimeout(resolve, 3000))]);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * The dark scheme's axe run: the a11y addon has run every rule on the same DOM in light, and a
 * scheme changes only colours (CSS variables), so only the rules that read colours run again.
 */
async function darkSchemeViolations() {
  const results = await axe.run(document.body, { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function checkBothSchemes(context: TestContext & { story?: StoryLike }) {
  const story = context.story;
  if (!story || context.task.result?.state === 'fail') return;
  if (story.parameters.visual?.disable) {
    // Not photographed (a moment in a motion, a scrolled page), but no story may scroll sideways either.
    context.expect(sidewaysOverflow(), `sideways scroll at the story's width (${window.innerWidth} px)`).toBeNull();
    return;
  }

  const selector = story.parameters.visual?.selector;
  const target = selector ? storyElement(selector) : document.body;
  context.expect(target, `visual.selector ${selector} matches an element of the story`).not.toBeNull();
  if (!target) return;
  const freeze = document.createElement('style');
  freeze.textContent = freezeCss;
  document.head.append(freeze);
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  // A story may ask to be captured at other review widths (a language's stories, at phone width):
  // one render, each width its pictures named "<story>-<width>-<scheme>".
  const widths = story.parameters.visual?.widths?.map((width) => ({ suffix: `-${width}`, width: reviewWidths[width] })) ?? [{ suffix: '', width: viewport.width }];
  const scrolled = window.scrollY !== 0;
  const name = screenshotName(context.task.name);
  const pictured = capturedSchemes(story);
  // Both schemes are compared even when the first differs, so the visual report shows the pair.
  const mismatches: unknown[] = [];
  try {
    for (const { suffix, width } of widths) {
      // The tester shows a story in an iframe the size of the viewport and paints nothing below it, so a page
      // at rest is measured at its full height; a scrolled story keeps its viewport to keep its scrolled state.
      if (width !== window.innerWidth) await resizeFrame(width, viewport.height);
      const fullHeight = Math.min(document.documentElement.scrollHeight, maxShotHeight);
      if (!scrolled && fullHeight > window.innerHeight) await resizeFrame(width, fullHeight);
      const hover = story.parameters.pseudo?.hover;
      if (hover) context.expect(await hoverTarget(hover), 'the hover story hovers its target').toBeNull();
      for (const scheme of ['light', 'dark'] as const) {
        setScheme(scheme);
        await settle();
        if (scheme === 'light') {
          context.expect(await foreignFonts(), 'text drawn with a font the site does not serve').toEqual([]);
          context.expect(sidewaysOverflow(), `sideways scroll at the story's width (${width} px)`).toBeNull();
        }
        if (scheme === 'dark') {
          const violations = await darkSchemeViolations();
          context.expect(violations, 'axe violations in the dark scheme').toEqual([]);
        }
        // Elsewhere than the baselines' platform every picture would fail; the reporter says so once.
        if (!pictured.includes(scheme) || !comparesScreenshots(server.platform)) continue;
        try {
          await context.expect(page.elementLocator(target)).toMatchScreenshot(`${name}${suffix}-${scheme}`);
        } catch (error) {
          mismatches.push(error);
        }
      }
      setScheme('light');
    }
    if (mismatches.length > 0) {
      const now = await browserVersion();
      const message = mismatches.map(String).join('\n');
      if (now !== baseline.chromium) {
        throw new Error(
          `Baselines were made with Chromium ${baseline.chromium}; this is ${now}. Run "npm run test:update", review the new images and update .storybook/visual/browser-version.json.\n${message}`,
        );
      }
      if (mismatches.length === 1) throw mismatches[0];
      throw new Error(message);
    }
  } finally {
    if (story.parameters.pseudo?.hover) await pointerToCorner();
    setScheme('light');
    freeze.remove();
    if (window.innerWidth !== viewport.width || window.innerHeight !== viewport.height) await page.viewport(viewport.width, viewport.height);
  }
}
