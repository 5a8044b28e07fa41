import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const virtualSpecifier = 'virtual:mui-default-theme';
const virtualId = `\0${virtualSpecifier}`;

/**
 * MUI builds a complete default theme as its styles module loads, and Box builds another, for
 * components rendered outside a ThemeProvider. Every page of the site renders inside one, yet a phone
 * spent several milliseconds of the page's busiest tasks building themes nothing reads. This plugin
 * gives both a default theme that is built the first time anything reads it, so it is never built on
 * the site, and still works wherever a component does render without a provider. A MUI update that
 * changes either place fails the build instead of quietly bringing the cost back.
 */
export function lazyMuiDefaultTheme(): Plugin {
  const require = createRequire(import.meta.url);
  const createThemeFile = path.join(path.dirname(require.resolve('@mui/material/styles')), 'createTheme.mjs');
  const boxTheme = 'const defaultTheme = createTheme();';
  let replaced = 0;
  let boxReplaced = false;
  return {
    name: 'lazy-mui-default-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === virtualSpecifier) return virtualId;
      if (!importer || !/[\\/]@mui[\\/]material[\\/]/.test(importer) || !/(^|\/)defaultTheme\.mjs$/.test(source)) return null;
      replaced += 1;
      return virtualId;
    },
    transform(code, id) {
      if (!/[\\/]@mui[\\/]material[\\/]Box[\\/]Box\.mjs$/.test(id)) return null;
      if (!code.includes(boxTheme)) this.error('MUI Box no longer builds its own default theme: check lazyMuiDefaultTheme');
      boxReplaced = true;
      return { code: `import defaultTheme from ${JSON.stringify(virtualSpecifier)};\n${code.replace(boxTheme, '')}`, map: null };
    },
    load(id) {
      if (id !== virtualId) return null;
      return `import createTheme from ${JSON.stringify(createThemeFile)};
let theme;
const built = () => (theme ??= createTheme());
export default new Proxy({}, {
  get: (_, key) => Reflect.get(built(), key),
  has: (_, key) => Reflect.has(built(), key),
  ownKeys: () => Reflect.ownKeys(built()),
  getOwnPropertyDescriptor: (_, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
});
`;
    },
    buildEnd() {
      if (this.environment?.config.consumer !== 'client') return;
      if (replaced === 0) this.error('MUI no longer imports styles/defaultTheme.mjs: check lazyMuiDefaultTheme');
      if (!boxReplaced) this.error('MUI Box was not built through lazyMuiDefaultTheme: check the plugin');
    },
  };
}
