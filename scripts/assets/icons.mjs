/** The site icons: the monogram as favicon.svg and as the full-bleed apple-touch-icon.png. */
import { markSvg } from './shared/mark.mjs';
import { png } from './shared/raster.mjs';

export default {
  name: 'icons',
  files: [
    {
      path: 'favicon.svg',
      width: 64,
      height: 64,
      about: 'Monogram: amber star over a bridge arc on navy',
      render: () => markSvg(64) + '\n',
    },
    {
      path: 'apple-touch-icon.png',
      width: 180,
      height: 180,
      about: 'Same monogram, full-bleed with padding',
      // iOS rounds the corners itself, so the square is filled to the edge.
      render: () => png(markSvg(180, { rounded: false, pad: 8 }), 180, 180),
    },
  ],
};
