/** The faceless person of the team and testimonial portraits. */
import { C } from '../palette.mjs';
import { Ci, El, P, R, rng } from './svg.mjs';

function shade(hex, amt) {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v) => Math.max(0, Math.min(255, Math.round(v + (amt > 0 ? (255 - v) * amt : v * amt))));
  const r = ch(n >> 16),
    g = ch((n >> 8) & 255),
    b = ch(n & 255);
  return '#' + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1).toUpperCase();
}

/**
 * Abstract person (head + shoulders), head centred at (0,0), head radius ~62.
 * Torso extends down to y ≈ 420.
 */
export function person({ skin, hair, style, shirt, top = 'crew', accent = C.white, glasses = false }) {
  const sk2 = shade(skin, -0.14);
  let back = '';
  let front = '';
  switch (style) {
    case 'long':
      back = P('M-84 -12 C-92 -96 -40 -112 0 -112 C42 -112 92 -96 84 -12 L96 150 C50 176 -50 176 -96 150 Z', { fill: hair });
      front = P('M-70 -2 C-74 -78 -30 -100 6 -98 C48 -96 76 -66 70 -4 C58 -40 30 -58 -6 -60 C-24 -40 -48 -24 -70 -2 Z', { fill: hair });
      break;
    case 'bob':
      back = P('M-82 -10 C-90 -96 -36 -110 0 -110 C40 -110 90 -96 82 -10 L86 62 C60 76 30 70 20 62 L-20 62 C-30 70 -60 76 -86 62 Z', { fill: hair });
      front = P('M-72 0 C-76 -76 -34 -100 0 -100 C40 -100 78 -76 72 0 C70 -40 40 -62 4 -62 C-30 -62 -68 -40 -72 0 Z', { fill: hair });
      break;
    case 'bun':
      back = Ci(0, -110, 34, { fill: hair });
      front = P('M-68 -4 C-72 -76 -34 -96 0 -96 C36 -96 72 -76 68 -4 C60 -44 34 -62 0 -62 C-34 -62 -60 -44 -68 -4 Z', { fill: hair });
      break;
    case 'curly': {
      const r = rng(77);
      let c = '';
      for (let i = 0; i <= 16; i++) {
        const a = Math.PI * (1.05 + (i / 16) * 0.9);
        c += Ci(Math.cos(a) * 70, Math.sin(a) * 80 - 6, 24 + r() * 8, { fill: hair });
      }
      c += El(0, -62, 60, 34, { fill: hair });
      front = c;
      break;
    }
    case 'short':
      front = P('M-66 -8 C-72 -70 -40 -98 4 -98 C46 -98 74 -70 66 -8 C64 -30 54 -48 36 -56 C10 -44 -30 -50 -50 -56 C-60 -44 -64 -30 -66 -8 Z', { fill: hair });
      break;
    case 'side':
      front =
        P('M-66 -4 C-74 -72 -36 -100 8 -98 C52 -96 76 -66 66 -6 C62 -34 50 -52 30 -60 C0 -64 -40 -54 -56 -30 C-60 -22 -64 -14 -66 -4 Z', { fill: hair }) +
        P('M-40 -64 C-10 -90 40 -84 58 -56 C30 -66 0 -62 -40 -64 Z', { fill: shade(hair, 0.12) });
      break;
    case 'buzz':
      front = P('M-64 -14 C-66 -74 -34 -90 0 -90 C34 -90 66 -74 64 -14 C58 -46 34 -64 0 -64 C-34 -64 -58 -46 -64 -14 Z', { fill: hair, fillOpacity: 0.9 });
      break;
    case 'scarf':
      back = P('M-88 10 C-96 -112 96 -112 88 10 C88 60 96 100 110 128 L-110 128 C-96 100 -88 60 -88 10 Z', { fill: hair });
      front = P('M-70 -4 C-74 -84 74 -84 70 -4 C66 -40 40 -62 0 -62 C-40 -62 -66 -40 -70 -4 Z', { fill: shade(hair, 0.1) });
      break;
    case 'beard':
      front = P('M-64 -10 C-68 -70 -36 -94 2 -94 C40 -94 70 -70 64 -10 C60 -36 40 -56 0 -56 C-40 -56 -60 -36 -64 -10 Z', { fill: hair });
      break;
  }
  const scarf = style === 'scarf';
  let s = back;
  // neck
  if (!scarf) s += R(-28, 40, 56, 100, 22, { fill: sk2 });
  // torso (shoulders start at y = 128)
  s += P('M-196 400 C-196 200 -136 128 0 128 C136 128 196 200 196 400 Z', { fill: shirt });
  s += P('M-196 400 C-196 200 -136 128 0 128 C40 128 60 134 76 140 C-60 160 -156 240 -156 400 Z', { fill: C.white, fillOpacity: 0.08 });
  if (top === 'vneck') s += P('M-40 130 L0 196 L40 130 Z', { fill: sk2 });
  if (top === 'crew')
    s += P('M-46 130 C-40 162 40 162 46 130 C30 124 -30 124 -46 130 Z', { fill: sk2 }) + P('M-50 132 C-40 170 40 170 50 132', { fill: 'none', stroke: shade(shirt, -0.2), strokeWidth: 6 });
  if (top === 'collar') s += P('M-36 128 L0 190 L36 128 Z', { fill: accent }) + P('M-38 126 L-8 190 L-50 170 L-58 138 Z', { fill: C.white }) + P('M38 126 L8 190 L50 170 L58 138 Z', { fill: C.white });
  if (top === 'blazer')
    s +=
      P('M-40 130 L0 208 L40 130 Z', { fill: accent }) + P('M-44 128 L0 208 L-30 258 L-80 158 Z', { fill: shade(shirt, -0.18) }) + P('M44 128 L0 208 L30 258 L80 158 Z', { fill: shade(shirt, -0.18) });
  if (top === 'turtle') s += R(-34, 84, 68, 64, 20, { fill: shade(shirt, -0.12) });
  if (scarf)
    s +=
      P('M-70 10 C-72 70 -40 96 0 96 C40 96 72 70 70 10 L96 118 C60 150 -60 150 -96 118 Z', { fill: hair }) +
      P('M-40 96 C-10 104 30 100 60 84 L84 124 C50 142 -10 146 -50 132 Z', { fill: shade(hair, -0.15) });
  // ears + head
  if (!scarf) s += El(-60, 8, 13, 20, { fill: sk2 }) + El(60, 8, 13, 20, { fill: sk2 });
  s += El(0, 0, 62, 76, { fill: skin });
  if (style === 'beard') s += P('M-60 10 C-56 90 56 90 60 10 C50 40 30 48 0 48 C-30 48 -50 40 -60 10 Z', { fill: hair });
  s += front;
  if (glasses) {
    s +=
      Ci(-24, 8, 17, { fill: C.white, fillOpacity: 0.18, stroke: C.navy, strokeWidth: 5 }) +
      Ci(24, 8, 17, { fill: C.white, fillOpacity: 0.18, stroke: C.navy, strokeWidth: 5 }) +
      P('M-7 6 Q0 0 7 6', { fill: 'none', stroke: C.navy, strokeWidth: 4 });
  }
  return s;
}
