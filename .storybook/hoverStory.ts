import type { Parameters } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/**
 * A section's hover state. In Storybook, storybook-addon-pseudo-states draws the element matching
 * `target` (a selector that matches one element) as hovered, on the canvas and on the Docs page. In `npm test` the pointer really
 * hovers it (checkBothSchemes.ts), which fails the story unless the part looks different hovered;
 * the picture is cropped to `crop`, the part around it, so it shows the hovered one beside others at rest.
 */
export function hoverStory<S extends { parameters?: Parameters }>(target: string, crop: string, base: S = {} as S): S {
  return {
    ...base,
    parameters: { ...base.parameters, pseudo: { hover: target }, visual: { selector: crop } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await waitFor(() => expect(canvasElement.querySelector(target), `an element matching ${target}`).toBeVisible());
    },
  };
}
