import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { visitorLanguage } from './languages.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run in a fresh Chromium: the default config, which is the mobile profile
 * (Moto G Power viewport, simulated slow 4G and 4x CPU slowdown), in the language of the page's own
 * visitors (languages.mjs).
 */
async function runOnce(url) {
  const language = visitorLanguage(url);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new', `--lang=${language}`, `--accept-lang=${language}`] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** A run that failed to record (NO_NAVSTART, NO_FCP on a busy machine) is tried again, twice at most. */
export async function runWithRetries(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  ${error.message}; trying again`);
    }
  }
}

/** The run Lighthouse itself calls the median (closest to the median FCP and TTI) of `runs`. */
export async function medianRun(url, runs = 3) {
  const lhrs = [];
  for (let i = 0; i < runs; i += 1) lhrs.push(await runWithRetries(url));
  return computeMedianRun(lhrs);
}

/** Scores (0-100) and the metrics the budgets name, from one report. */
export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    ttiMs: metric('interactive'),
    // All main-thread work of the load (script, style, layout, parse), as Lighthouse reports it for its phone.
    mainThreadMs: metric('mainthread-work-breakdown'),
    // The same, by kind of work (Lighthouse's groups: scriptEvaluation, styleLayout, parseHTML, other, …).
    mainThreadByKind: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration])),
  };
}

/** Scored audits of a category that did not pass: the reason behind a score under 100. */
export function failedAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
}
