/** The StarBridge monogram: amber star over a bridge arc on navy (favicon, touch icon, social card). */
import { C } from '../palette.mjs';
import { starPts } from './svg.mjs';

/** The monogram on a 64-unit grid, to place inside a larger SVG; `id` keeps its gradient apart from others. */
export function markBody(id = 'mk', { rounded = true, pad = 0 } = {}) {
  const bg = `<rect x="${-pad}" y="${-pad}" width="${64 + 2 * pad}" height="${64 + 2 * pad}" rx="${rounded ? 14 : 0}" fill="url(#${id})"/>`;
  return `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1D4280"/><stop offset="1" stop-color="${C.navy}"/></linearGradient></defs>
  ${bg}
  <path d="M22 41.5 V47 M42 41.5 V47" stroke="${C.blue3}" stroke-width="3" stroke-linecap="round"/>
  <path d="M8 49 Q32 24 56 49" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>
  <path d="M7 49 H57" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>
  <polygon points="${starPts(32, 21, 14, 6.4)}" fill="${C.amber}" stroke="${C.amber}" stroke-width="2.5" stroke-linejoin="round"/>`;
}

/** The monogram as a standalone SVG; `pad` adds navy around it for icons that are cropped by the platform. */
export function markSvg(size, { rounded = true, pad = 0 } = {}) {
  const vb = `${-pad} ${-pad} ${64 + 2 * pad} ${64 + 2 * pad}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${vb}">${markBody('mk', { rounded, pad })}</svg>`;
}
