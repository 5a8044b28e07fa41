import { describe, expect, it } from 'vitest';
import * as enBlog from './blog';
import * as enCalendar from './complianceCalendar';
import * as enCost from './costCalculator';

const arBlog = (await import(/* @vite-ignore */ '/src/content/blog.ts?locale=ar')) as typeof import('./blog');
const esBlog = (await import(/* @vite-ignore */ '/src/content/blog.ts?locale=es')) as typeof import('./blog');
const frBlog = (await import(/* @vite-ignore */ '/src/content/blog.ts?locale=fr')) as typeof import('./blog');
const ptBlog = (await import(/* @vite-ignore */ '/src/content/blog.ts?locale=pt-br')) as typeof import('./blog');
const arCost = (await import(/* @vite-ignore */ '/src/content/costCalculator.ts?locale=ar')) as typeof import('./costCalculator');
const esCost = (await import(/* @vite-ignore */ '/src/content/costCalculator.ts?locale=es')) as typeof import('./costCalculator');
const frCost = (await import(/* @vite-ignore */ '/src/content/costCalculator.ts?locale=fr')) as typeof import('./costCalculator');
const ptCost = (await import(/* @vite-ignore */ '/src/content/costCalculator.ts?locale=pt-br')) as typeof import('./costCalculator');
const arCalendar = (await import(/* @vite-ignore */ '/src/content/complianceCalendar.ts?locale=ar')) as typeof import('./complianceCalendar');
const esCalendar = (await import(/* @vite-ignore */ '/src/content/complianceCalendar.ts?locale=es')) as typeof import('./complianceCalendar');
const frCalendar = (await import(/* @vite-ignore */ '/src/content/complianceCalendar.ts?locale=fr')) as typeof import('./complianceCalendar');
const ptCalendar = (await import(/* @vite-ignore */ '/src/content/complianceCalendar.ts?locale=pt-br')) as typeof import('./complianceCalendar');

/*
 * The month names a visitor reads in each language: the compliance calendar's month list, the cost
 * calculator's "checked" dates and the blog's archive months. They come from Intl; these are the words
 * the pages showed when they were lists kept by hand (and the screenshots show), so an engine whose
 * CLDR names a month differently fails here rather than on a page.
 */
const en = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const es = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const pt = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const ptCapitalised = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
const fr = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const ar = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

const twelve = <T>(each: (month: number) => T) => Array.from({ length: 12 }, (_, i) => each(i + 1));
const mm = (month: number) => String(month).padStart(2, '0');

describe('month names', () => {
  it('list the months of the compliance calendar as each language shows them (Portuguese capitalised)', () => {
    expect(enCalendar.complianceCalendarLabels.months).toEqual(en);
    expect(esCalendar.complianceCalendarLabels.months).toEqual(es);
    expect(ptCalendar.complianceCalendarLabels.months).toEqual(ptCapitalised);
    expect(frCalendar.complianceCalendarLabels.months).toEqual(fr);
    expect(arCalendar.complianceCalendarLabels.months).toEqual(ar);
  });

  it('write the cost calculator’s dates in each language, months in lower case inside a date', () => {
    expect(twelve((m) => enCost.formatFactDate(`2026-${mm(m)}-24`))).toEqual(en.map((name) => `${name} 24, 2026`));
    expect(twelve((m) => enCost.formatFactDate(`2026-${mm(m)}`))).toEqual(en.map((name) => `${name} 2026`));
    expect(twelve((m) => esCost.formatFactDate(`2026-${mm(m)}-24`))).toEqual(es.map((name) => `24 de ${name} de 2026`));
    expect(twelve((m) => esCost.formatFactDate(`2026-${mm(m)}`))).toEqual(es.map((name) => `${name} de 2026`));
    expect(twelve((m) => ptCost.formatFactDate(`2026-${mm(m)}-24`))).toEqual(pt.map((name) => `24 de ${name} de 2026`));
    expect(twelve((m) => ptCost.formatFactDate(`2026-${mm(m)}`))).toEqual(pt.map((name) => `${name} de 2026`));
    expect(ptCost.formatFactDate('2026-01-01')).toBe('1º de janeiro de 2026');
    expect(twelve((m) => frCost.formatFactDate(`2026-${mm(m)}-24`))).toEqual(fr.map((name) => `24 ${name} 2026`));
    expect(twelve((m) => frCost.formatFactDate(`2026-${mm(m)}`))).toEqual(fr.map((name) => `${name} 2026`));
    expect(frCost.formatFactDate('2026-08-01')).toBe('1er août 2026');
    expect(twelve((m) => arCost.formatFactDate(`2026-${mm(m)}-24`))).toEqual(ar.map((name) => `24 ${name} 2026`));
    expect(twelve((m) => arCost.formatFactDate(`2026-${mm(m)}`))).toEqual(ar.map((name) => `${name} 2026`));
  });

  it('name the blog’s archive months in each language (Portuguese capitalised)', () => {
    const label = (names: string[], join: string) => (month: string) => `${names[Number(month.slice(5, 7)) - 1]}${join}${month.slice(0, 4)}`;
    for (const [archives, expected] of [
      [enBlog.blogArchives, label(en, ' ')],
      [esBlog.blogArchives, label(es, ' de ')],
      [ptBlog.blogArchives, label(ptCapitalised, ' de ')],
      [frBlog.blogArchives, label(fr, ' ')],
      [arBlog.blogArchives, label(ar, ' ')],
    ] as const) {
      expect(archives.length).toBeGreaterThan(0);
      for (const { month, label: shown } of archives) expect(shown).toBe(expected(month));
    }
    expect(enBlog.blogArchives.find((a) => a.month === '2026-10')?.label).toBe('October 2026');
    expect(ptBlog.blogArchives.find((a) => a.month === '2026-10')?.label).toBe('Outubro de 2026');
    expect(arBlog.blogArchives.find((a) => a.month === '2026-10')?.label).toBe('أكتوبر 2026');
  });
});
