/** The brand band's background (1600×900): a faint grid and bridge on dark navy, for white text on top. */
import { C } from './palette.mjs';
import { webp } from './shared/raster.mjs';
import { Ci, f, P, R, rng, Star, svgDoc } from './shared/svg.mjs';

function brandBand() {
  const W = 1600,
    H = 900;
  let b = `<defs>
    <linearGradient id="bbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0F2749"/><stop offset="1" stop-color="#091830"/></linearGradient>
    <pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0 H0 V64" fill="none" stroke="${C.white}" stroke-opacity="0.045" stroke-width="1"/></pattern>
    <radialGradient id="bbglow"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.28"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>
    <radialGradient id="bbglowA"><stop offset="0" stop-color="${C.amber}" stop-opacity="0.12"/><stop offset="1" stop-color="${C.amber}" stop-opacity="0"/></radialGradient>
  </defs>`;
  b += R(0, 0, W, H, 0, { fill: 'url(#bbg)' });
  b += R(0, 0, W, H, 0, { fill: 'url(#grid)' });
  b += Ci(1300, 150, 700, { fill: 'url(#bbglow)' });
  b += Ci(200, 850, 600, { fill: 'url(#bbglowA)' });
  // bridge arcs
  for (let i = 0; i < 6; i++) {
    b += P(`M-100 ${760 - i * 10} Q800 ${180 + i * 40} 1700 ${760 - i * 10}`, { fill: 'none', stroke: C.white, strokeOpacity: 0.05 - i * 0.006, strokeWidth: 2 });
  }
  for (let x = 100; x < 1600; x += 100) {
    const t = (x + 100) / 1800;
    const y = (1 - t) ** 2 * 760 + 2 * (1 - t) * t * 180 + t * t * 760;
    b += P(`M${x} ${f(y)} V760`, { stroke: C.white, strokeOpacity: 0.035, strokeWidth: 1.5 });
  }
  b += R(-10, 760, W + 20, 3, 0, { fill: C.white, fillOpacity: 0.06 });
  // faint stars
  const r = rng(1601);
  for (let i = 0; i < 28; i++) b += Star(r() * W, r() * H, 3 + r() * 5, { fill: i % 5 === 0 ? C.amber : C.white, fillOpacity: 0.06 + r() * 0.08 });
  return svgDoc(W, H, b);
}

export default {
  name: 'brandband',
  files: [
    {
      path: 'images/brand-band/background.webp',
      width: 1600,
      height: 900,
      about: 'Subtle dark navy grid/bridge pattern for use behind white text',
      render: () => webp(brandBand(), 1600, 900, 68),
    },
  ],
};
