import { reviewWidths } from '../src/theme/tokens';

type ReviewWidth = keyof typeof reviewWidths;

/**
 * The story tester clips a screenshot to its viewport (900 px high on desktop), so a long section
 * would be cut off. Such a story renders in a taller viewport of one of the review widths:
 * `{ ...tallViewport('desktop', 1400), args: {...} }`. Keep `height` at most 1400: the tester's own
 * window is 1600x1400 and scales a larger story down.
 */
export function tallViewport(width: ReviewWidth, height: number) {
  const key = `${width}-${height}`;
  return {
    parameters: {
      viewport: {
        options: {
          [key]: {
            name: `${width} ${reviewWidths[width]}, ${height} high`,
            styles: { width: `${reviewWidths[width]}px`, height: `${height}px` },
            type: width === 'phone' ? 'mobile' : width,
          },
        },
      },
    },
    globals: { viewport: { value: key, isRotated: false } },
  };
}
