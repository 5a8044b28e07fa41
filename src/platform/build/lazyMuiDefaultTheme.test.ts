// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTheme } from '@mui/material/styles';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyMuiDefaultTheme } from './lazyMuiDefaultTheme';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = lazyMuiDefaultTheme();
const call = (hook: unknown, ...args: unknown[]) =>
  (hook as Hook).call({ error: (message: string) => { throw new Error(message); } }, ...args);

const mui = path.join(process.cwd(), 'node_modules/@mui/material');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'lazy-theme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('lazyMuiDefaultTheme', () => {
  it("sends MUI's own default-theme imports to the lazy theme, and nobody else's", () => {
    const lazy = call(plugin.resolveId, './defaultTheme.mjs', path.join(mui, 'styles/styled.mjs'));
    expect(lazy).toMatch(/mui-default-theme/);
    expect(call(plugin.resolveId, '../styles/defaultTheme.mjs', path.join(mui, 'GlobalStyles/GlobalStyles.mjs'))).toBe(lazy);
    expect(call(plugin.resolveId, './defaultTheme.mjs', path.join(process.cwd(), 'src/theme/theme.ts'))).toBeNull();
  });

  it('gives Box the lazy theme instead of building its own, and fails the build if Box changes', () => {
    const box = path.join(mui, 'Box/Box.mjs');
    const out = call(plugin.transform, 'import { createTheme } from "../../styles/index.mjs";\nconst defaultTheme = createTheme();\nexport default defaultTheme;', box) as { code: string };
    expect(out.code).not.toContain('createTheme()');
    expect(out.code).toMatch(/^import defaultTheme from "virtual:mui-default-theme";/);
    expect(() => call(plugin.transform, 'const theme = makeTheme();', box)).toThrow(/Box no longer builds/);
  });

  it('builds a theme that reads like MUI’s default one', async () => {
    const file = path.join(scratch, 'defaultTheme.mjs');
    writeFileSync(file, call(plugin.load, call(plugin.resolveId, 'virtual:mui-default-theme')) as string);
    const { default: lazy } = await import(/* @vite-ignore */ pathToFileURL(file).href);
    const reference = createTheme();
    expect(lazy.palette.primary.main).toBe(reference.palette.primary.main);
    expect(lazy.spacing(2)).toBe(reference.spacing(2));
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(reference).sort());
  });
});
