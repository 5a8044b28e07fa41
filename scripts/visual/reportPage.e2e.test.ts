// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pixelmatch from 'pixelmatch';
import { type Browser, type Page, chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowserLaunchOptions } from '../chromium';
import { indexBaselines } from './baselineIndex';
import type { ShotChange } from './collectChanges';
import { writeReport } from './writeReport';

/**
 * The visual report as QA opens it, in Chromium, written from the project's own baselines with one
 * change made up for the test: the Header's Playground in light with a block painted over its corner.
 */
const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'visual-report-page-'));
const storyFile = 'src/sections/Header/Header.stories.tsx';
const reference = `src/sections/Header/__screenshots__/Header.stories.tsx/playground-light-chromium-linux.png`;
let browser: Browser;
let page: Page;
let baselines: Awaited<ReturnType<typeof indexBaselines>>['baselines'];

function madeUpChange(): ShotChange {
  const before = PNG.sync.read(readFileSync(path.join(root, reference)));
  const after = PNG.sync.read(readFileSync(path.join(root, reference)));
  for (let y = 0; y < 40; y += 1) for (let x = 0; x < 120; x += 1) after.data.set([220, 30, 30, 255], (y * after.width + x) * 4);
  const diff = new PNG({ width: before.width, height: before.height });
  pixelmatch(before.data, after.data, diff.data, before.width, before.height, { threshold: 0 });
  const actual = path.join(scratch, 'playground-light-actual-chromium-linux.png');
  const diffFile = path.join(scratch, 'playground-light-diff-chromium-linux.png');
  writeFileSync(actual, PNG.sync.write(after));
  writeFileSync(diffFile, PNG.sync.write(diff));
  return { kind: 'differs', storyFile, stem: 'playground', scheme: 'light', reference, actual, diff: diffFile };
}

const shownCount = () => page.locator('main li:visible').count();

/** Every filter back to all, changes only unticked. */
async function showAll() {
  for (const name of ['Section', 'Scheme', 'Width']) await page.getByRole('combobox', { name }).selectOption('');
  await page.getByRole('searchbox', { name: 'Story' }).fill('');
  await page.getByRole('checkbox', { name: 'Changes only' }).uncheck();
}

beforeAll(async () => {
  baselines = (await indexBaselines(root)).baselines;
  const report = await writeReport(root, [madeUpChange()], new Map([[`${storyFile}\0playground`, 'Playground']]), path.join(scratch, 'report'));
  browser = await chromium.launch(testBrowserLaunchOptions());
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(pathToFileURL(report.file).href);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the visual report page', { timeout: 60_000 }, () => {
  it('opens on the change to review, and lists every baseline once changes only is unticked', async () => {
    await expect.poll(shownCount).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Visual review: 1 change to review');
    await page.getByRole('checkbox', { name: 'Changes only' }).uncheck();
    expect(await shownCount()).toBe(baselines.length);
    expect(await page.locator('output#count').textContent()).toBe(`${baselines.length} of ${baselines.length} pictures`);
  });

  it('filters by section, story, scheme and width', async () => {
    await showAll();
    await page.getByRole('combobox', { name: 'Scheme' }).selectOption('dark');
    expect(await shownCount()).toBe(baselines.filter((b) => b.scheme === 'dark').length);
    await page.getByRole('combobox', { name: 'Scheme' }).selectOption('');
    await page.getByRole('combobox', { name: 'Section' }).selectOption('Sections/Header');
    await page.getByRole('combobox', { name: 'Width' }).selectOption('phone');
    const headerPhone = baselines.filter((b) => b.storyFile === storyFile && b.width === 'phone');
    expect(headerPhone.length).toBeGreaterThan(0);
    expect(await shownCount()).toBe(headerPhone.length);
    await page.getByRole('combobox', { name: 'Width' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Story' }).fill('mobile menu');
    expect(await page.locator('main li:visible').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.story))).toEqual(['Mobile Menu Open']);
    expect(await page.getByRole('heading', { name: 'Sections/Footer' }).isHidden()).toBe(true);
    await page.getByRole('searchbox', { name: 'Story' }).fill('');
  });

  it('opens a baseline with zoom', async () => {
    await showAll();
    await page.getByRole('button', { name: 'Open Sections/Header: Solid, desktop, dark' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading').textContent()).toMatch(/^Sections\/Header: Solid/);
    const img = dialog.locator('.stage img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1280);
    await dialog.getByRole('combobox', { name: 'Zoom' }).selectOption('0.5');
    await expect.poll(() => img.evaluate((el) => el.getBoundingClientRect().width)).toBe(640);
    expect(await dialog.getByRole('group', { name: 'View' }).isHidden()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isHidden()).toBe(true);
  });

  it('shows a change side by side, as an overlay with a slider, blinking and as its difference', async () => {
    await showAll();
    await page.getByRole('button', { name: 'Open Sections/Header: Playground, desktop, light, differs', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Zoom' }).selectOption('1');
    expect(await dialog.locator('.accept code').textContent()).toBe(`npm run test:update -- --project storybook --project storybook-2 ${storyFile} -t "^Playground$"`);
    const stage = dialog.locator('.stage');
    expect(await stage.getByRole('img').count()).toBe(2);
    expect(await stage.locator('figcaption').allTextContents()).toEqual(['Baseline', 'This run']);

    await dialog.getByRole('radio', { name: 'Overlay' }).check();
    const top = stage.getByRole('img', { name: 'This run over Baseline' });
    const clip = () => top.evaluate((el) => getComputedStyle(el).clipPath);
    expect(await clip()).toBe('inset(0px 0px 0px 50%)');
    await dialog.getByRole('slider', { name: /Overlay/ }).fill('20');
    expect(await clip()).toBe('inset(0px 0px 0px 20%)');

    await dialog.getByRole('radio', { name: 'Blink' }).check();
    const blinking = stage.getByRole('img');
    const shown = () => blinking.getAttribute('alt');
    expect(await shown()).toBe('Baseline');
    await expect.poll(shown, { timeout: 3_000 }).toBe('This run');
    await expect.poll(shown, { timeout: 3_000 }).toBe('Baseline');

    await dialog.getByRole('radio', { name: 'Difference' }).check();
    await expect.poll(() => stage.getByRole('img', { name: 'Difference' }).isVisible()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Zoom' }).selectOption('2');
    await expect.poll(() => stage.getByRole('img').evaluate((el) => el.getBoundingClientRect().width)).toBe(2560);
  });
});
