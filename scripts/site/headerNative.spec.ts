import type { Page } from 'playwright-core';
import { mainMenu } from '../../src/content/navigation';
import { describe, it } from 'vitest';
import { headerContent } from '../../src/content/headerContent';
import { siteUrl, specBrowser } from './visit';

const site = specBrowser('headerNative');
const { labels } = headerContent;

/**
 * The header works without any script (src/sections/Header/headerBehaviour.ts): its menus and panels
 * are native popovers. With the browser's own keys and pointer (which a story's scripted events are
 * not), and with JavaScript on and off, each opens from its button, closes on Escape or a click
 * outside, and gives focus back to its button.
 */
async function open(javaScript: boolean, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript, reducedMotion: 'reduce' });
  site.visited();
  const page = await context.newPage();
  await page.goto(new URL('/pricing', siteUrl()).href, { waitUntil: 'load' });
  return { page, close: () => context.close() };
}

describe.concurrent.each([true, false])('the header with JavaScript %s', (javaScript) => {
  it('the phone menu opens, unfolds a group, and closes on Escape back to its button', async ({ expect }) => {
    const { page, close } = await open(javaScript, 412);
    try {
      const button = page.getByRole('button', { name: labels.openMenu });
      await button.click();
      const drawer = page.getByRole('dialog', { name: labels.mainNav });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      const [servicesGroup] = mainMenu;
      await drawer.locator('summary', { hasText: servicesGroup.label }).click();
      expect(await drawer.getByRole('link', { name: servicesGroup.children?.[1].label, exact: true }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  it('a menu-bar group opens its links under it and closes on a click outside', async ({ expect }) => {
    const { page, close } = await open(javaScript, 1280);
    try {
      const company = mainMenu.find((group) => group.to === '/about-us')!;
      const pages = page.getByRole('button', { name: company.label });
      await pages.click();
      const list = page.locator(`[id="${await pages.getAttribute('popovertarget')}"]`);
      const pricing = list.getByRole('link', { name: company.children?.find((entry) => entry.to === '/team')?.label, exact: true });
      await expect.poll(() => pricing.isVisible()).toBe(true);
      const [buttonBox, linkBox] = [await pages.boundingBox(), await pricing.boundingBox()];
      expect(linkBox!.y, 'the list opens under its button').toBeGreaterThan(buttonBox!.y + buttonBox!.height - 1);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[popover]') !== null), 'Tab goes into the open list').toBe(true);
      await page.mouse.click(640, 700);
      await expect.poll(() => pricing.isVisible()).toBe(false);
    } finally {
      await close();
    }
  });

  it('the search bar opens over the page and closes on Escape', async ({ expect }) => {
    const { page, close } = await open(javaScript, 1280);
    try {
      await page.getByRole('button', { name: labels.openSearch }).click();
      const field = page.getByRole('searchbox', { name: labels.search });
      await expect.poll(() => field.isVisible()).toBe(true);
      // Focusing the field is the one thing it needs a script for.
      if (javaScript) expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => field.isVisible()).toBe(false);
    } finally {
      await close();
    }
  });

  it('the contact panel opens and closes with its close button', async ({ expect }) => {
    const { page, close } = await open(javaScript, 1280);
    try {
      await page.getByRole('button', { name: labels.openContactPanel }).click();
      const panel = page.getByRole('dialog', { name: labels.contactPanelTitle });
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.getByRole('link', { name: headerContent.contact.email }).isVisible()).toBe(true);
      await panel.getByRole('button', { name: labels.closeContactPanel }).click();
      await expect.poll(() => panel.isVisible()).toBe(false);
    } finally {
      await close();
    }
  });
});
