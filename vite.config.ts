import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The router plugin cannot run inside Storybook or Vitest; both bring their own React setup.
const underTestTool = Boolean(process.env.STORYBOOK || process.env.VITEST);

export default defineConfig({
  plugins: underTestTool ? [] : [reactRouter()],
  // One copy of Emotion and MUI in the server render, or MUI ignores the critical-CSS cache.
  ssr: { noExternal: ['@emotion/*', '@mui/*'] },
  build: { assetsInlineLimit: 0 },
});
