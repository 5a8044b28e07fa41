/**
 * The output manifest: every file the families draw, with the family that draws it and its size on
 * disk. It is rebuilt from the declared files after each run, so a run limited by --only, or one
 * without ffmpeg, still lists the files it left as they were.
 */
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readme } from './readme.mjs';

export const manifestFile = fileURLToPath(new URL('./manifest.json', import.meta.url));

export async function writeManifest(publicDir, families) {
  const files = [];
  for (const family of families) {
    for (const { path: file, width, height, about } of family.files) {
      const bytes = await stat(path.join(publicDir, file)).then(
        (s) => s.size,
        () => null,
      );
      if (bytes === null) console.warn(`missing: public/${file} (run its family to draw it)`);
      files.push({ path: file, family: family.name, width, height, bytes, about });
    }
  }
  await writeFile(manifestFile, JSON.stringify({ files }, null, 2) + '\n');
  await writeFile(path.join(publicDir, 'images/README.md'), readme(files));
  return files;
}
