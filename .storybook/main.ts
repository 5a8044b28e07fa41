import type { StorybookConfig } from '@storybook/react-vite';
import { catalogsInModuleGraph } from '../src/prerender/messages/catalogsInModuleGraph.ts';
import { storiesInLanguages } from './storiesInLanguages.ts';

const stories = ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'storybook-addon-pseudo-states'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The test runs take this too (@storybook/addon-vitest applies viteFinal). A build puts the message
  // catalogs in the module graph, where Chromatic's TurboSnap finds what a changed catalog reaches.
  viteFinal: (vite, { configType }) => ({ ...vite, plugins: [...(vite.plugins ?? []), storiesInLanguages(stories), ...(configType === 'PRODUCTION' ? [catalogsInModuleGraph()] : [])] }),
};

export default config;
