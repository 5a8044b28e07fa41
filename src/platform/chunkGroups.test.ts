import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenMui, shellFiles, shellIcons } from './chunkGroups';

const root = path.resolve(__dirname, '../..');
const exists = (base: string, exts: string[]) => exts.some((ext) => existsSync(path.join(root, base + ext)));

// A group that names a file nobody has any more matches nothing and says nothing: these fail instead.
describe('chunk groups name files that exist', () => {
  it.each(shellFiles)('src/%s', (file) => {
    expect(exists(`src/${file}`, ['.ts', '.tsx']), `src/${file}.ts(x) is gone: update shellFiles`).toBe(true);
  });
  it.each(firstScreenMui)('@mui/material/%s/', (name) => {
    // The group matches folders: a name that is a file (or gone) matches nothing.
    expect(existsSync(path.join(root, 'node_modules/@mui/material', name, 'index.mjs')), `@mui/material/${name}/ is gone: update firstScreenMui`).toBe(true);
  });
  it.each(shellIcons)('@mui/icons-material/%s', (name) => {
    expect(exists(`node_modules/@mui/icons-material/${name}`, ['.mjs']), `icon ${name} moved: update shellIcons`).toBe(true);
  });
});
