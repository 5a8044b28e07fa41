import type { Parameters } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { arabicModes } from './modes';

/**
 * A section's Arabic story: `base` in the Arabic build's words, right to left, photographed in light at
 * phone width, the width most of its readers have (axe checks it at desktop width too, and at phone
 * width in dark). Its play checks the page turned right to left and shows Arabic text.
 */
export function arabicStory<S extends { parameters?: Parameters; tags?: string[] }>(base: S): S {
  return {
    ...base,
    // Pinned to Arabic, so the Spanish and Arabic runs leave it to the English one (vitest.config.ts).
    tags: [...(base.tags ?? []), 'arabic'],
    globals: { locale: 'ar' },
    parameters: { ...base.parameters, visual: { widths: ['phone'] }, chromatic: { modes: arabicModes } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
      await expect(canvasElement.textContent).toMatch(/[\u0600-\u06FF]/);
    },
  };
}
