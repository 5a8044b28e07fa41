// The lint half of `npm run check` (README "Before you commit"): maintained configs for TypeScript,
// React hooks and accessibility, with Prettier's config last so no rule argues with the formatter.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Built or generated output, and the baselines' folders.
    ignores: ['build/**', 'test-build/**', 'storybook-static/**', 'coverage/**', 'reports/**', 'data/**', '.react-router/**', 'src/messages/messages.d.ts', '**/__screenshots__/**'],
  },
  js.configs.recommended,
  // Without type information: the type-aware sets build a TypeScript program per run (over a minute
  // on two cores), and `tsc` checks the types in the same `npm run check`.
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `tsc` reports unused locals and parameters (noUnusedLocals/noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
      // The site matches control characters on purpose: the inquiry form refuses them, the inquiries'
      // printout escapes them, the tests look for them, the benchmarks strip terminal colours.
      'no-control-regex': 'off',
      // Link wrappers (PageLink, AdaptiveAnchor, the address's <a>) pass their children through
      // `...rest`, which this rule cannot see; axe's link-name rule checks every link on every built page.
      'jsx-a11y/anchor-has-content': 'off',
    },
  },
  {
    // The rules of hooks, for the code that runs React. Of the plugin's `recommended` set only these two:
    // its other rules check code for the React Compiler, which this site does not use, and flag the
    // patterns it relies on (a ref callback made in render, the latest-props ref, a prop copied into
    // state after mounting so the prerendered HTML and the first render agree): 19 cases, none a bug.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The blank characters are listed one code point at a time on purpose (zero-width and joiner
    // characters included), which this rule reads as a character combined with the one before it.
    files: ['src/sections/ContactForm/inquiryLimits.ts'],
    rules: { 'no-misleading-character-class': 'off' },
  },
  prettier,
);
