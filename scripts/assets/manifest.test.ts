import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(__dirname, '../../public');
const { files } = JSON.parse(readFileSync(path.join(__dirname, 'manifest.json'), 'utf8')) as {
  files: { path: string; family: string; bytes: number | null }[];
};

function artwork(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return artwork(full);
    return /\.(svg|png|webp|avif|jpe?g|gif|mp4|webm)$/.test(entry.name) ? [path.relative(publicDir, full)] : [];
  });
}

// The manifest and the README written from it are committed beside the files: a file redrawn or added
// without running the generator would leave them describing something else.
describe('asset manifest', () => {
  it('lists every image and film under public/', () => {
    expect(artwork(publicDir).sort()).toEqual(files.map((file) => file.path).sort());
  });

  it.each(files.map((file) => [file.path, file]))('%s has the size the manifest records', (name, file) => {
    expect(statSync(path.join(publicDir, name)).size).toBe(file.bytes);
  });

  it('is what public/images/README.md lists', () => {
    const readme = readFileSync(path.join(publicDir, 'images/README.md'), 'utf8');
    for (const file of files) expect(readme).toContain(`| \`${file.path}\` | ${file.family} |`);
  });
});
