// The languages besides English, read from the same list the build script reads (plain Node, no TypeScript).
import { readFileSync } from 'node:fs';

export const translatedLocales = JSON.parse(readFileSync(new URL('../../src/content/locales/locales.json', import.meta.url), 'utf8'));
