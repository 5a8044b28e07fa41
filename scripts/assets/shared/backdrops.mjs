/** Backgrounds and margin decorations shared by the illustrations. */
import { C } from '../palette.mjs';
import { Ci, f, plus, R, rng } from './svg.mjs';

/** Light illustration background with soft blobs and a dot field. */
export function bgLight(w, h, { from = '#F5F8FF', to = '#E4ECFF', blob1 = C.sky, blob2 = C.amber3, seed = 1 } = {}) {
  const r = rng(seed);
  const id = `bg${seed}`;
  return `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  ${R(0, 0, w, h, 0, { fill: `url(#${id})` })}
  ${Ci(w * (0.8 + r() * 0.1), h * (0.15 + r() * 0.1), h * 0.42, { fill: blob1, fillOpacity: 0.55 })}
  ${Ci(w * (0.08 + r() * 0.08), h * (0.85 + r() * 0.08), h * 0.3, { fill: blob2, fillOpacity: 0.5 })}
  ${R(w * 0.04, h * 0.06, w * 0.3, h * 0.34, 24, { fill: 'url(#dots)' })}
  ${R(w * 0.7, h * 0.66, w * 0.26, h * 0.28, 24, { fill: 'url(#dots)' })}`;
}

/** Dark (navy) background with glows. */
export function bgDark(w, h, { seed = 1, from = '#12305C', to = C.navy, glow1 = 'glowB', glow2 = 'glowA' } = {}) {
  const r = rng(seed);
  const id = `bd${seed}`;
  return `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  ${R(0, 0, w, h, 0, { fill: `url(#${id})` })}
  ${R(0, 0, w, h, 0, { fill: 'url(#dotsW)' })}
  ${Ci(w * (0.75 + r() * 0.15), h * (0.2 + r() * 0.1), h * 0.6, { fill: `url(#${glow1})` })}
  ${Ci(w * (0.1 + r() * 0.1), h * (0.85 + r() * 0.1), h * 0.45, { fill: `url(#${glow2})` })}`;
}

export function sparkles(w, h, seed, colors = [C.amber, C.blue2, C.blue3]) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < 6; i++) {
    // keep decorations in the margins so they never sit on the main subject
    let x, y;
    do {
      x = 24 + r() * (w - 48);
      y = 24 + r() * (h - 48);
    } while (x > w * 0.14 && x < w * 0.86 && y > h * 0.13 && y < h * 0.87);
    const c = colors[i % colors.length];
    if (i % 3 === 0) s += plus(f(x), f(y), 7, c, 3);
    else if (i % 3 === 1) s += Ci(x, y, 5, { fill: 'none', stroke: c, strokeWidth: 3 });
    else s += Ci(x, y, 4, { fill: c });
  }
  return s;
}
