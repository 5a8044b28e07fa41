import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { type Baseline, type Width, baselineWeight, indexBaselines } from './baselineIndex';
import type { ShotChange } from './collectChanges';

interface Panel {
  label: string;
  src?: string;
  note?: string;
}

/** One picture in the report: a committed baseline, a change to one, or both. */
interface Shot {
  group: string;
  storyFile: string;
  story: string;
  width: Width;
  scheme: 'light' | 'dark';
  baseline?: Baseline;
  change?: ShotChange;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const posix = (file: string) => file.split(path.sep).join('/');
const widthNames: Width[] = ['desktop', 'wide', 'tablet', 'phone', 'part'];

/** "src/sections/Header/Header.stories.tsx" -> "Sections/Header"; "stories/Pages/Pricing.stories.tsx" -> "Pages/Pricing". */
export function groupOf(storyFile: string) {
  const parts = storyFile.split(/[\\/]/);
  const name = parts[parts.length - 1].replace(/\.stories\.tsx?$/, '');
  return parts[0] === 'src' ? `${parts[1][0].toUpperCase()}${parts[1].slice(1)}/${name}` : `${parts[parts.length - 2]}/${name}`;
}

function committedVersion(root: string, file: string) {
  try {
    return execFileSync('git', ['show', `HEAD:${file.split(path.sep).join('/')}`], { cwd: root, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

function diffImage(before: Buffer, after: Buffer): { png?: Buffer; note: string } {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  if (a.width !== b.width || a.height !== b.height) {
    return { note: `size changed: ${a.width}×${a.height} → ${b.width}×${b.height}` };
  }
  const out = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: 0 });
  return { png: PNG.sync.write(out), note: `${pixels} pixels differ` };
}

/** The before, after and difference pictures of one change, copied or written into the report. */
function panelsFor(root: string, outDir: string, change: ShotChange): [Panel, Panel, Panel] {
  const base = `${change.storyFile}/${change.stem}-${change.scheme}`.replace(/[^a-z0-9]+/gi, '-');
  const put = (suffix: string, data: Buffer | string | undefined): string | undefined => {
    if (data === undefined) return undefined;
    const rel = `images/${base}-${suffix}.png`;
    if (typeof data === 'string') copyFileSync(data, path.join(outDir, rel));
    else writeFileSync(path.join(outDir, rel), data);
    return rel;
  };
  const reference = path.join(root, change.reference);
  if (change.kind === 'differs') {
    return [
      { label: 'Baseline', src: put('reference', existsSync(reference) ? reference : undefined), note: existsSync(reference) ? undefined : 'no baseline yet' },
      { label: 'This run', src: put('actual', change.actual) },
      { label: 'Difference', src: put('diff', change.diff) },
    ];
  }
  const before = committedVersion(root, change.reference);
  const after = readFileSync(reference);
  const diff = before ? diffImage(before, after) : undefined;
  return [
    { label: 'Committed', src: put('committed', before), note: before ? undefined : 'new baseline' },
    { label: 'Rewritten', src: put('rewritten', after) },
    { label: 'Difference', src: put('diff', diff?.png), note: diff?.note },
  ];
}

function commandsFor(change: ShotChange, story: string) {
  if (change.kind === 'differs') {
    return [`npm run test:update -- --project storybook --project storybook-2 ${change.storyFile} -t "^${escapeRegExp(story)}$"`];
  }
  const undo = change.kind === 'new' ? `rm ${change.reference}` : `git checkout -- ${change.reference}`;
  return [`git add ${change.reference}`, `${undo}   # to undo`];
}

/** The width a changed picture was taken at, when no baseline tells: its name's width, else its pixels. */
function changeWidth(change: ShotChange): Width {
  const named = /-(phone|tablet|desktop|wide)$/.exec(change.stem)?.[1] as Width | undefined;
  if (named) return named;
  const file = change.actual ?? path.join(change.reference);
  if (!existsSync(file)) return 'part';
  const pixels = readFileSync(file).readUInt32BE(16);
  return ({ 375: 'phone', 768: 'tablet', 1280: 'desktop', 1440: 'wide' } as Record<number, Width>)[pixels] ?? 'part';
}

function attribute(name: string, value: string) {
  return ` data-${name}="${escapeHtml(value)}"`;
}

function renderShot(root: string, outDir: string, shot: Shot, index: number) {
  const id = `shot-${index}`;
  const label = `${shot.story}, ${shot.width}, ${shot.scheme}${shot.change ? `, ${shot.change.kind}` : ''}`;
  const data = [
    attribute('group', shot.group),
    attribute('story', shot.story),
    attribute('scheme', shot.scheme),
    attribute('width', shot.width),
    attribute('changed', shot.change ? shot.change.kind : ''),
  ].join('');
  const baselineSrc = shot.baseline ? posix(path.relative(outDir, path.join(root, shot.baseline.file))) : undefined;
  let detail = '';
  let thumb = baselineSrc;
  if (shot.change) {
    const [before, after, diff] = panelsFor(root, outDir, shot.change);
    thumb = after.src ?? before.src;
    const commands = commandsFor(shot.change, shot.story)
      .map((command) => `<code>${escapeHtml(command)}</code>`)
      .join('');
    const pictures = [before, after, diff].map(
      (panel) =>
        `<figure${attribute('role', panel.label)}${panel.src ? attribute('src', panel.src) : ''}><figcaption>${panel.label}${panel.note ? ` <small>(${escapeHtml(panel.note)})</small>` : ''}</figcaption></figure>`,
    );
    detail = `<div class="change" hidden>${pictures.join('')}<div class="accept">${commands}</div></div>`;
  }
  const size = shot.baseline ? `${shot.baseline.pixels.width}×${shot.baseline.pixels.height}` : 'no baseline';
  const badge = shot.change ? ` <mark>${shot.change.kind}</mark>` : '';
  return `<li id="${id}"${data}${baselineSrc ? attribute('baseline', baselineSrc) : ''}><button type="button" class="card" aria-label="${escapeHtml(`Open ${shot.group}: ${label}`)}">${thumb ? `<img src="${escapeHtml(thumb)}" alt="" loading="lazy">` : ''}<span class="caption"><strong>${escapeHtml(shot.story)}</strong>${badge}<br><small>${shot.width} · ${shot.scheme} · ${size}</small></span></button>${detail}</li>`;
}

const options = (values: string[], all: string) => [`<option value="">${all}</option>`, ...values.map((value) => `<option>${escapeHtml(value)}</option>`)].join('');

/**
 * Writes the visual report: every committed baseline, browsable by section, story, scheme and width,
 * and every change a reviewer should look at (a screenshot this run saw differ from its baseline, a
 * baseline rewritten or added and not yet committed), each with the command that accepts it. The page
 * is plain HTML; report/report.js adds the filters and the viewer (side by side, overlay with a slider,
 * blink, difference, zoom). Returns the report's path and how many changes it lists.
 */
export async function writeReport(root: string, changes: ShotChange[], storyNames: Map<string, string>, outDir = path.join(root, 'reports/visual')) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'images'), { recursive: true });
  const { baselines, orphans } = await indexBaselines(root);
  const shots = new Map<string, Shot>();
  for (const baseline of baselines) {
    shots.set(`${baseline.storyFile}\0${baseline.shot}\0${baseline.scheme}`, {
      group: groupOf(baseline.storyFile),
      storyFile: baseline.storyFile,
      story: baseline.story,
      width: baseline.width,
      scheme: baseline.scheme,
      baseline,
    });
  }
  for (const change of changes) {
    const key = `${posix(change.storyFile)}\0${change.stem}\0${change.scheme}`;
    const shot = shots.get(key);
    // What this run saw outranks an uncommitted rewrite of the same picture.
    if (shot?.change && shot.change.kind === 'differs') continue;
    const story = storyNames.get(`${change.storyFile}\0${change.stem.replace(/-(phone|tablet|desktop|wide)$/, '')}`) ?? storyNames.get(`${change.storyFile}\0${change.stem}`) ?? change.stem;
    shots.set(key, shot ? { ...shot, change } : { group: groupOf(change.storyFile), storyFile: posix(change.storyFile), story, width: changeWidth(change), scheme: change.scheme, change });
  }
  const sorted = [...shots.values()].sort(
    (a, b) =>
      a.group.localeCompare(b.group) ||
      a.storyFile.localeCompare(b.storyFile) ||
      a.story.localeCompare(b.story) ||
      widthNames.indexOf(a.width) - widthNames.indexOf(b.width) ||
      a.scheme.localeCompare(b.scheme),
  );
  const groups = new Map<string, Shot[]>();
  for (const shot of sorted) groups.set(shot.group, [...(groups.get(shot.group) ?? []), shot]);
  let index = 0;
  const sections = [...groups].map(
    ([group, list]) => `<section${attribute('group', group)}><h2>${escapeHtml(group)}</h2><ul class="grid">${list.map((shot) => renderShot(root, outDir, shot, index++)).join('')}</ul></section>`,
  );
  const changed = sorted.filter((shot) => shot.change).length;
  const weight = baselineWeight(root);
  const summary = `${changed} ${changed === 1 ? 'change' : 'changes'} to review`;
  const orphanList = orphans.length
    ? `<p class="orphans"><strong>${orphans.length} baselines no story takes</strong> (orphanBaselines.test.ts fails on them): ${orphans.map((o) => `<code>${escapeHtml(o.file)}</code>`).join(' ')}</p>`
    : '';
  for (const asset of ['report.css', 'report.js']) copyFileSync(path.join(import.meta.dirname, 'report', asset), path.join(outDir, asset));
  const stories = new Set(baselines.map((b) => `${b.storyFile}\0${b.stem}`)).size;
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Visual review: ${summary}</title><link rel="stylesheet" href="report.css"><script src="report.js" defer></script></head><body>
<header><h1>Visual review: ${summary}</h1>
<p>${baselines.length} baselines of ${stories} stories in ${groups.size} story files, ${(weight.bytes / 1e6).toFixed(2)} MB (budget 60 MB). Generated ${new Date().toISOString()}. “differs”: this run's screenshot is not the baseline (accept it with the command shown). “rewritten” / “new”: the baseline on disk is not the committed one (commit it, or undo).</p>
${orphanList}
<form id="filters" role="search" aria-label="Filter pictures">
<label>Section <select name="group">${options([...groups.keys()], 'All sections')}</select></label>
<label>Story <input type="search" name="story" placeholder="name contains…"></label>
<label>Scheme <select name="scheme">${options(['light', 'dark'], 'Both schemes')}</select></label>
<label>Width <select name="width">${options(
      widthNames.filter((w) => sorted.some((s) => s.width === w)),
      'All widths',
    )}</select></label>
<label><input type="checkbox" name="changed"${changed ? ' checked' : ''}> Changes only</label>
<output id="count" aria-live="polite">${sorted.length} pictures</output>
</form></header>
<main>${sections.join('\n') || '<p>No baselines yet.</p>'}</main>
<dialog id="viewer" aria-labelledby="viewer-title"><div class="bar"><h2 id="viewer-title"></h2>
<fieldset class="modes"><legend>View</legend>${['Side by side', 'Overlay', 'Blink', 'Difference'].map((mode, i) => `<label><input type="radio" name="mode" value="${mode.toLowerCase().replace(/ /g, '-')}"${i === 0 ? ' checked' : ''}> ${mode}</label>`).join('')}</fieldset>
<label class="slider">Overlay <input type="range" name="split" min="0" max="100" value="50" aria-label="Overlay: share of this run shown"></label>
<label>Zoom <select name="zoom"><option value="fit">Fit</option><option value="0.5">50%</option><option value="1">100%</option><option value="2">200%</option><option value="4">400%</option></select></label>
<button type="button" class="close">Close</button></div><div class="notes"></div><div class="stage"></div></dialog>
</body></html>\n`,
  );
  return { file: path.join(outDir, 'index.html'), changes: changed, baselines: baselines.length };
}
