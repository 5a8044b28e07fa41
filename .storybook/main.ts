import type { StorybookConfig } from '@storybook/react-vite';
import { catalogsInModuleGraph } from '../src/prerender/messages/catalogsInModuleGraph.ts';
import type { InlineConfig } from 'vite';
import { pagesInLanguages } from './pagesInLanguages.ts';
import { storiesInLanguages } from './storiesInLanguages.ts';

const stories = ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'];

type Warning = Parameters<NonNullable<NonNullable<NonNullable<InlineConfig['build']>['rolldownOptions']>['onwarn']>>;

/**
 * MUI's modules open with `"use client"`, which a bundle of the whole Storybook has no use for: the
 * bundler says so once a module (366 lines of the build's log), and a real warning drowned in them.
 */
function quietUseClient(vite: InlineConfig): InlineConfig['build'] {
  const options = vite.build?.rolldownOptions ?? {};
  const own = options.onwarn;
  return {
    ...vite.build,
    rolldownOptions: {
      ...options,
      onwarn(warning: Warning[0], warn: Warning[1]) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        if (own) own(warning, warn);
        else warn(warning);
      },
    },
  };
}

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'storybook-addon-pseudo-states'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's files, and the page a narrow story opened in a tab of its own is drawn in (atOwnWidth.ts).
  staticDirs: ['../public', './static'],
  core: { disableTelemetry: true },
  // The test runs take this too (@storybook/addon-vitest applies viteFinal). A build puts the message
  // catalogs in the module graph, where Chromatic's TurboSnap finds what a changed catalog reaches.
  viteFinal: (vite, { configType }) => ({
    ...vite,
    build: quietUseClient(vite),
    plugins: [...(vite.plugins ?? []), storiesInLanguages(stories), pagesInLanguages(), ...(configType === 'PRODUCTION' ? [catalogsInModuleGraph()] : [])],
  }),
};

export default config;
