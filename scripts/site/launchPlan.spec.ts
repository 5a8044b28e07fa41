import ICAL from 'ical.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openRoute, reportIssues, sidewaysScroll, specBrowser, waitForHydration } from './visit';

/*
 * The launch plan as a visitor meets it on what `npm start` serves: a shared link and a submitted
 * form read the plan that was asked for with JavaScript off (the server renders the answers) and
 * on (the page hydrates what it drew), its calendar file downloads and parses, it prints on A4 and
 * Letter, and it reads in Spanish and in Arabic, right to left, axe-clean and without sideways scroll.
 */
const session = specBrowser('launch-plan');

const brazil = '/launch-plan?country=BR&type=corp-vesting&state=DE&owners=2&sells=software&market=us&payments=stripe&start=2027-01-04';

/** The step headings the plan shows, in order. */
const stepTitles = (page: Page) => page.locator('li h5').allTextContents();

describe('the launch plan', () => {
  for (const javaScript of [false, true]) {
    it(`opens a shared link as that plan with JavaScript ${javaScript ? 'on' : 'off'}`, async () => {
      const visit = await openRoute(session.browser, brazil, { javaScript });
      session.visited();
      try {
        const { page } = visit;
        if (javaScript) await waitForHydration(page);
        await expect(page.getByRole('combobox', { name: 'Country you live in' }).inputValue()).resolves.toBe('BR');
        await expect(page.getByRole('combobox', { name: 'Kind of company' }).inputValue()).resolves.toBe('corp-vesting');
        await expect(page.getByRole('combobox', { name: 'State', exact: true }).inputValue()).resolves.toBe('DE');
        await expect(page.getByRole('heading', { name: 'Your plan from 4 Jan 2027' }).count()).resolves.toBe(1);
        const titles = await stepTitles(page);
        expect(titles).toContain('83(b) election for vesting shares');
        expect(titles.indexOf('State filing')).toBe(0);
        await expect(page.getByText('Due 6 Feb 2027').count()).resolves.toBeGreaterThan(0);
        reportIssues(brazil, visit.problems);
      } finally {
        await visit.close();
      }
    });
  }

  it('answers a submitted form with JavaScript off with the plan for its answers, not the defaults', async () => {
    const visit = await openRoute(session.browser, '/launch-plan', { javaScript: false });
    session.visited();
    try {
      const { page } = visit;
      // The prerendered defaults: a Wyoming LLC of one owner in Nigeria.
      await expect(page.getByRole('combobox', { name: 'Country you live in' }).inputValue()).resolves.toBe('NG');
      await page.getByRole('combobox', { name: 'Country you live in' }).selectOption('DE');
      await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('DE');
      await page.getByRole('combobox', { name: 'Where its customers are' }).selectOption('us');
      await page.getByLabel('Planned start date').fill('2027-03-01');
      await Promise.all([page.waitForURL(/country=DE/), page.getByRole('button', { name: 'Show my plan' }).click()]);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/launch-plan');
      expect(url.searchParams.get('state')).toBe('DE');
      expect(url.searchParams.get('start')).toBe('2027-03-01');
      await expect(page.getByRole('combobox', { name: 'Country you live in' }).inputValue()).resolves.toBe('DE');
      await expect(page.getByRole('heading', { name: 'Your plan from 1 Mar 2027' }).count()).resolves.toBe(1);
      // Delaware's LLC tax, dated from the company formed on 4 March 2027.
      await expect(page.getByText('Due 1 Jun 2028').count()).resolves.toBeGreaterThan(0);
      reportIssues('/launch-plan (submitted)', visit.problems);
    } finally {
      await visit.close();
    }
  });

  it('refuses a sanctioned residence politely, naming each blocked step and why', async () => {
    const visit = await openRoute(session.browser, '/launch-plan?country=IR', { javaScript: false });
    session.visited();
    try {
      const alert = visit.page.getByRole('alert');
      await expect(alert.textContent()).resolves.toMatch(/We cannot prepare a plan for residents of Iran/);
      await expect(alert.textContent()).resolves.toMatch(/OFAC/);
      await expect(visit.page.getByText('(Blocked)').count()).resolves.toBe(9);
      await expect(visit.page.getByRole('link', { name: 'Open the country check for Iran' }).getAttribute('href')).resolves.toBe('/eligibility?country=IR');
    } finally {
      await visit.close();
    }
  });

  it('downloads the due dates as an .ics file with one event per due date', async () => {
    const visit = await openRoute(session.browser, brazil);
    session.visited();
    try {
      const { page } = visit;
      await waitForHydration(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the due dates (.ics)' }).click()]);
      expect(download.suggestedFilename()).toBe('launch-plan-de-corp-vesting-2027-01-04.ics');
      // The browser runs remotely (one for the whole crawl): the file is saved here to read it.
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'launch-plan-')), 'plan.ics');
      await download.saveAs(file);
      const text = readFileSync(file, 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      expect(events.map((event) => [event.summary, event.startDate.toString()])).toEqual([
        ['83(b) election for vesting shares', '2027-02-06'],
        ['State annual report or tax', '2028-03-01'],
        ['First federal filing', '2028-04-15'],
      ]);
      reportIssues(brazil, visit.problems);
    } finally {
      await visit.close();
    }
  });

  it('prints the plan alone, on A4 and on Letter, without cutting a column', async () => {
    const visit = await openRoute(session.browser, brazil, { javaScript: false });
    session.visited();
    try {
      const { page } = visit;
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('[data-print-sheet]').isVisible()).resolves.toBe(true);
      await expect(page.locator('form[aria-labelledby="plan-form-title"]').isVisible()).resolves.toBe(false);
      await expect(page.locator('header').first().isVisible()).resolves.toBe(false);
      for (const [format, widthPx] of [
        ['A4', 794],
        ['Letter', 816],
      ] as const) {
        // The sheet fits the paper's width less the 12 mm margins on both sides.
        await page.setViewportSize({ width: Math.floor(widthPx - (2 * 12 * 96) / 25.4), height: 1000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, format).toBeLessThanOrEqual(0);
        const pdf = (await page.pdf({ format, preferCSSPageSize: true })).toString('latin1');
        const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
        expect(pages, format).toBeGreaterThanOrEqual(1);
        expect(pages, format).toBeLessThanOrEqual(2);
      }
    } finally {
      await visit.close();
    }
  });

  it('prints in black on white for a visitor who reads in the dark scheme', async () => {
    const visit = await openRoute(session.browser, brazil, { scheme: 'stored-dark' });
    session.visited();
    try {
      const { page } = visit;
      await waitForHydration(page);
      await expect(page.evaluate(() => document.documentElement.hasAttribute('data-dark'))).resolves.toBe(true);
      await page.emulateMedia({ media: 'print' });
      const inks = await page.evaluate(() => [...document.querySelectorAll('[data-print-sheet] :is(h2, th, td, p)')].map((el) => getComputedStyle(el).color));
      expect(inks.length).toBeGreaterThan(10);
      // Paper is white (the browser prints no backgrounds): every text is black there, as on the light scheme's sheet.
      expect([...new Set(inks)]).toEqual(['rgb(0, 0, 0)']);
    } finally {
      await visit.close();
    }
  });

  it('reads in Spanish with its plan for the query, JavaScript off', async () => {
    const visit = await openRoute(session.browser, `/es${brazil}`, { javaScript: false, locale: 'es-ES' });
    session.visited();
    try {
      const titles = await stepTitles(visit.page);
      expect(titles[0]).toBe('Registro estatal');
      expect(titles).toContain('Elección 83(b) para acciones con vesting');
      await expect(visit.page.locator('form[aria-labelledby="plan-form-title"]').getAttribute('action')).resolves.toBe('/es/launch-plan');
      reportIssues(`/es${brazil}`, visit.problems);
    } finally {
      await visit.close();
    }
  });

  it('reads right to left in Arabic, axe-clean and without sideways scroll at 320 px, JavaScript on', async () => {
    const route = '/ar/launch-plan?country=EG&state=WY&payments=paypal';
    const visit = await openRoute(session.browser, route, { locale: 'ar' });
    session.visited();
    try {
      const { page } = visit;
      await waitForHydration(page);
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      const titles = await stepTitles(page);
      expect(titles).toContain('المدفوعات عبر PayPal');
      reportIssues(route, [...(await axeViolations(page)), ...visit.problems]);
      expect(await sidewaysScroll(page, 320)).toBeNull();
    } finally {
      await visit.close();
    }
  });

  it('is axe-clean in English and does not scroll sideways at 320 px', async () => {
    const visit = await openRoute(session.browser, brazil);
    session.visited();
    try {
      await waitForHydration(visit.page);
      reportIssues(brazil, await axeViolations(visit.page));
      expect(await sidewaysScroll(visit.page, 320)).toBeNull();
    } finally {
      await visit.close();
    }
  });
});
