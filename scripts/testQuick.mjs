// npm run test:quick [-- Name ...]: the unit tests, then the stories of what changed, before a commit.
// What changed: this branch against main and the work tree against HEAD (untracked files too); a
// change in a section's or component's folder runs that folder's stories, a changed story file runs
// itself. Given names (`npm run test:quick -- Header Footer`), the stories of those folders instead.
// The tests that start the built site or a database, or break the server on purpose (vitest.config.ts,
// `leftToNpmTest`), are left to `npm test`, as are the other languages' story runs and the site crawl.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const partFolders = ['src/sections', 'src/components'];

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.split('\n').filter(Boolean) ?? [];

/** Files changed on this branch since main, in the index and the work tree, and untracked ones. */
export function changedFiles() {
  const base = git('merge-base', 'main', 'HEAD')[0];
  return [...new Set([...(base ? git('diff', '--name-only', base, 'HEAD') : []), ...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])];
}

const storiesIn = (folder) =>
  existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder))
        .filter((name) => name.endsWith('.stories.tsx'))
        .map((name) => `${folder}/${name}`)
    : [];

/** The story files to run for these changed files: their parts' folders' stories, and changed story files. */
export function storiesOfChanges(files) {
  const stories = new Set();
  for (const file of files) {
    if (/\.stories\.tsx$/.test(file) && existsSync(path.join(root, file))) stories.add(file);
    const part = partFolders.find((folder) => file.startsWith(`${folder}/`));
    if (part) for (const story of storiesIn(`${part}/${file.slice(part.length + 1).split('/')[0]}`)) stories.add(story);
  }
  return [...stories].sort();
}

/** The story files of the folders so named (any case): a section, a component, or a folder of stories/. */
export function storiesOfNames(names) {
  const stories = [];
  for (const name of names) {
    const found = [...partFolders, 'stories']
      .flatMap((parent) =>
        readdirSync(path.join(root, parent))
          .filter((entry) => entry.toLowerCase() === name.toLowerCase())
          .map((entry) => `${parent}/${entry}`),
      )
      .flatMap(storiesIn);
    if (!found.length) throw new Error(`test:quick: no section, component or stories folder named ${name}`);
    stories.push(...found);
  }
  return stories;
}

/** The English story projects a story file runs in: sections A–L, components and Foundations in one, the rest in the other (vitest.config.ts). */
const projectOf = (file) => (/^src\/sections\/[M-Z]/.test(file) || file.startsWith('stories/Pages/') ? 'storybook-2' : 'storybook');

function vitest(args, env = {}) {
  console.log(`\n> vitest run ${args.join(' ')}`);
  return spawnSync('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  const stories = names.length ? storiesOfNames(names) : storiesOfChanges(changedFiles());
  const started = Date.now();
  let status = vitest(['--project', 'unit'], { TEST_QUICK: '1' });
  if (status === 0 && stories.length) {
    spawnSync('node', ['scripts/ensure-chromium.mjs'], { cwd: root, stdio: 'inherit' });
    const projects = [...new Set(stories.map(projectOf))];
    status = vitest([...projects.flatMap((project) => ['--project', project]), ...stories]);
  }
  if (!stories.length) console.log('\nNo story file changed or named: unit tests only.');
  console.log(`\ntest:quick ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s (${stories.length} story files)`);
  process.exit(status);
}
