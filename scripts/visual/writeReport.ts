import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { ShotChange } from './collectChanges';

interface StoryEntry {
  group: string;
  storyFile: string;
  story: string;
  shots: Partial<Record<'light' | 'dark', ShotChange>>;
}

interface Panel {
  label: string;
  src?: string;
  note?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "src/sections/Header/Header.stories.tsx" -> "Sections/Header"; "stories/Pages/Pricing.stories.tsx" -> "Pages/Pricing". */
export function groupOf(storyFile: string) {
  const parts = storyFile.split(/[\\/]/);
  const name = parts[parts.length - 1].replace(/\.stories\.tsx?$/, '');
  return parts[0] === 'src' ? `${parts[1][0].toUpperCase()}${parts[1].slice(1)}/${name}` : `${parts[parts.length - 2]}/${name}`;
}

function committedVersion(root: string, file: string) {
  try {
    return execFileSync('git', ['show', `HEAD:${file.split(path.sep).join('/')}`], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
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

/** Copies or writes the pictures of one screenshot into the report and says how to show them. */
function panelsFor(root: string, outDir: string, change: ShotChange): Panel[] {
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

function commandsFor(entry: StoryEntry) {
  const shots = Object.values(entry.shots);
  if (shots.some((shot) => shot.kind === 'differs')) {
    return [`npm run test:update -- --project storybook --project storybook-2 ${entry.storyFile} -t "^${escapeRegExp(entry.story)}$"`];
  }
  const files = shots.map((shot) => shot.reference).join(' ');
  const undo = shots.every((shot) => shot.kind === 'new') ? `rm ${files}` : `git checkout -- ${files}`;
  return [`git add ${files}`, `${undo}   # to undo`];
}

function renderEntry(root: string, outDir: string, entry: StoryEntry) {
  const schemes = (['light', 'dark'] as const).map((scheme) => {
    const shot = entry.shots[scheme];
    if (!shot) return `<div class="scheme"><h4>${scheme}</h4><p class="same">unchanged</p></div>`;
    const panels = panelsFor(root, outDir, shot)
      .map((p) => `<figure><figcaption>${p.label}${p.note ? ` <small>(${escapeHtml(p.note)})</small>` : ''}</figcaption>${p.src ? `<a href="${p.src}"><img src="${p.src}" alt="${p.label}, ${scheme} scheme" loading="lazy"></a>` : ''}</figure>`)
      .join('');
    return `<div class="scheme"><h4>${scheme} — ${shot.kind}</h4><div class="panels">${panels}</div></div>`;
  });
  const commands = commandsFor(entry).map((c) => `<code>${escapeHtml(c)}</code>`).join('');
  return `<article><h3>${escapeHtml(entry.story)} <small>${escapeHtml(entry.storyFile)}</small></h3><div class="accept">${commands}</div>${schemes.join('')}</article>`;
}

const style = `body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1e2a3b}h2{margin-top:32px;border-bottom:1px solid #ccd}
article{margin:16px 0 28px}small{color:#667;font-weight:normal}.accept code{display:block;background:#f3f5f9;padding:6px 8px;margin:4px 0;user-select:all}
.panels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}figure{margin:0}figcaption{font-weight:600}img{max-width:100%;border:1px solid #ccd;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
.same{color:#667}`;

/**
 * Writes the visual report: every story whose screenshot differs from its baseline, or whose baseline
 * was rewritten or added and not yet committed, both schemes side by side, grouped by section, each
 * with the command that accepts it. Returns the report's path.
 */
export function writeReport(root: string, changes: ShotChange[], storyNames: Map<string, string>) {
  const outDir = path.join(root, 'reports/visual');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'images'), { recursive: true });
  const entries = new Map<string, StoryEntry>();
  for (const change of changes) {
    const key = `${change.storyFile}\0${change.stem}`;
    const entry = entries.get(key) ?? {
      group: groupOf(change.storyFile),
      storyFile: change.storyFile,
      story: storyNames.get(key) ?? change.stem,
      shots: {},
    };
    // What this run saw outranks an uncommitted rewrite of the same picture.
    if (!entry.shots[change.scheme] || change.kind === 'differs') entry.shots[change.scheme] = change;
    entries.set(key, entry);
  }
  const groups = new Map<string, StoryEntry[]>();
  for (const entry of [...entries.values()].sort((a, b) => a.group.localeCompare(b.group) || a.story.localeCompare(b.story))) {
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  }
  const body = groups.size
    ? [...groups].map(([group, list]) => `<section><h2>${escapeHtml(group)}</h2>${list.map((e) => renderEntry(root, outDir, e)).join('')}</section>`).join('')
    : '<p>Every screenshot matches its baseline, and no baseline differs from the last commit.</p>';
  const summary = `${entries.size} ${entries.size === 1 ? 'story' : 'stories'} to review`;
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual changes: ${summary}</title><style>${style}</style></head><body><h1>Visual changes: ${summary}</h1>
<p>Generated ${new Date().toISOString()}. “differs”: this run's screenshot is not the baseline (accept it with the command shown). “rewritten” / “new”: the baseline on disk is not the committed one (commit it, or undo).</p>${body}</body></html>\n`,
  );
  return { file: path.join(outDir, 'index.html'), stories: entries.size };
}
