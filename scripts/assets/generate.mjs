#!/usr/bin/env node
/**
 * StarBridge Formation — generated artwork.
 *
 * Every image under public/images, public/media, public/favicon.svg,
 * public/apple-touch-icon.png and public/og-image.png is drawn here as SVG
 * with code and rasterised with sharp (WebP/PNG); the brand film is rendered
 * frame by frame and encoded with ffmpeg. Nothing is downloaded, so all
 * artwork is free to ship.
 *
 * This script is NOT part of the site build and sharp/ffmpeg are NOT project
 * dependencies. To regenerate:
 *
 *   mkdir -p /tmp/assettools && cd /tmp/assettools && npm init -y && npm i sharp
 *   apt-get install -y ffmpeg                  # the film
 *   cd /work/main && node scripts/assets/generate.mjs
 *
 * Options:
 *   --only=services,projects,team,blog,testimonials,comments,banner,
 *          brandband,film,brands,about,icons,og,notfound
 *   --no-video      skip the ffmpeg encode (poster is still written)
 *   ASSET_TOOLS_DIR=/path  where sharp is installed if not resolvable (default /tmp/assettools)
 */
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { outlinedText } from './outlineText.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUB = path.join(ROOT, 'public');

const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only='));
const ONLY = onlyArg ? new Set(onlyArg.slice(7).split(',')) : null;
const NO_VIDEO = args.includes('--no-video');
const want = (k) => !ONLY || ONLY.has(k);

async function loadSharp() {
  try {
    return (await import('sharp')).default;
  } catch {}
  for (const d of [process.env.ASSET_TOOLS_DIR, '/tmp/assettools'].filter(Boolean)) {
    try {
      return createRequire(path.join(d, 'package.json'))('sharp');
    } catch {}
  }
  throw new Error(
    'sharp not found. Install it outside the repo:\n  mkdir -p /tmp/assettools && cd /tmp/assettools && npm init -y && npm i sharp',
  );
}
const sharp = await loadSharp();

/* ------------------------------------------------------------------ */
/* Palette & helpers                                                   */
/* ------------------------------------------------------------------ */
const C = {
  navy: '#0B1F3A',
  navy2: '#132D55',
  navy3: '#1C3B6B',
  blue: '#1F5EFF',
  blue2: '#4F82FF',
  blue3: '#8FB0FF',
  sky: '#C9DAFF',
  pale: '#EEF3FF',
  amber: '#F5A524',
  amber2: '#FFC45C',
  amber3: '#FFE2A8',
  white: '#FFFFFF',
  ink: '#1E2A3B',
  grey: '#6B7280',
  grey2: '#A7B0BE',
  line: '#D9E1EE',
  mist: '#F4F7FC',
  teal: '#1FB5A0',
  teal2: '#9BE5D8',
  coral: '#FF7A59',
  violet: '#6C5CE7',
};
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => +n.toFixed(2);
const attrs = (o = {}) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${v}"`)
    .join(' ');
const R = (x, y, w, h, r = 0, o = {}) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" ${attrs(o)}/>`;
const Ci = (cx, cy, r, o = {}) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs(o)}/>`;
const El = (cx, cy, rx, ry, o = {}) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${attrs(o)}/>`;
const P = (d, o = {}) => `<path d="${d}" ${attrs(o)}/>`;
const G = (t, body, o = {}) => `<g ${t ? `transform="${t}"` : ''} ${attrs(o)}>${body}</g>`;
/** Text as outlines in the site's Inter (see outlineText.mjs); `o` holds presentation attributes. */
const T = (x, y, size, txt, { weight = 400, anchor = 'start', letterSpacing = 0, ...o } = {}) =>
  outlinedText(txt, { x, y, size, weight, anchor, letterSpacing }, attrs(o));

function starPts(cx, cy, Ro, Ri, n = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const r = i % 2 ? Ri : Ro;
    pts.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}
const Star = (cx, cy, Ro, o = {}) =>
  `<polygon points="${starPts(cx, cy, Ro, Ro * 0.45)}" stroke-linejoin="round" ${attrs(o)}/>`;

const check = (cx, cy, s, color = C.white, w = 3) =>
  P(`M${f(cx - s * 0.5)} ${f(cy)} L${f(cx - s * 0.12)} ${f(cy + s * 0.38)} L${f(cx + s * 0.55)} ${f(cy - s * 0.4)}`, {
    fill: 'none',
    stroke: color,
    strokeWidth: w,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  });

function commonDefs() {
  return `
  <filter id="sh" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#0B1F3A" flood-opacity="0.16"/></filter>
  <filter id="shs" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="5" stdDeviation="6" flood-color="#0B1F3A" flood-opacity="0.14"/></filter>
  <filter id="shd" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="16" stdDeviation="18" flood-color="#000814" flood-opacity="0.45"/></filter>
  <linearGradient id="gBlue" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3F78FF"/><stop offset="1" stop-color="#1548D6"/></linearGradient>
  <linearGradient id="gNavy" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1A3766"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient>
  <linearGradient id="gAmber" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFC857"/><stop offset="1" stop-color="#F08C12"/></linearGradient>
  <linearGradient id="gSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#E6EEFF"/></linearGradient>
  <linearGradient id="gTeal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38D3BC"/><stop offset="1" stop-color="#128F7E"/></linearGradient>
  <radialGradient id="glowW"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.9"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowB"><stop offset="0" stop-color="#1F5EFF" stop-opacity="0.55"/><stop offset="1" stop-color="#1F5EFF" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowA"><stop offset="0" stop-color="#F5A524" stop-opacity="0.45"/><stop offset="1" stop-color="#F5A524" stop-opacity="0"/></radialGradient>
  <pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#1F5EFF" fill-opacity="0.18"/></pattern>
  <pattern id="dotsW" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="#FFFFFF" fill-opacity="0.12"/></pattern>`;
}
const svgDoc = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${commonDefs()}${defs}</defs>${body}</svg>`;

/** Light illustration background with soft blobs and a dot field. */
function bgLight(w, h, { from = '#F5F8FF', to = '#E4ECFF', blob1 = C.sky, blob2 = C.amber3, seed = 1 } = {}) {
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
function bgDark(w, h, { seed = 1, from = '#12305C', to = C.navy, glow1 = 'glowB', glow2 = 'glowA' } = {}) {
  const r = rng(seed);
  const id = `bd${seed}`;
  return `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  ${R(0, 0, w, h, 0, { fill: `url(#${id})` })}
  ${R(0, 0, w, h, 0, { fill: 'url(#dotsW)' })}
  ${Ci(w * (0.75 + r() * 0.15), h * (0.2 + r() * 0.1), h * 0.6, { fill: `url(#${glow1})` })}
  ${Ci(w * (0.1 + r() * 0.1), h * (0.85 + r() * 0.1), h * 0.45, { fill: `url(#${glow2})` })}`;
}

/** Text-line placeholders: rounded bars. */
function lines(x, y, w, n, { gap = 18, h = 8, color = C.line, seed = 3, first } = {}) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const lw = i === n - 1 ? w * (0.45 + r() * 0.2) : w * (0.75 + r() * 0.25);
    s += R(x, y + i * gap, lw, h, h / 2, { fill: i === 0 && first ? first : color });
  }
  return s;
}

/** A sheet of paper. */
function sheet(x, y, w, h, { fill = C.white, r = 16, filter = 'sh', rot = 0, body = '' } = {}) {
  const t = rot ? `rotate(${rot} ${x + w / 2} ${y + h / 2})` : '';
  return G(t, R(x, y, w, h, r, { fill, filter: filter ? `url(#${filter})` : undefined }) + body);
}

function buildingIcon(x, y, s, { body = C.blue, win = C.white, roof = C.navy } = {}) {
  // s ~ size of the square
  const w = s * 0.62;
  const bx = x + (s - w) / 2;
  let out = P(`M${f(bx - s * 0.06)} ${f(y + s * 0.3)} L${f(x + s / 2)} ${f(y + s * 0.08)} L${f(bx + w + s * 0.06)} ${f(y + s * 0.3)} Z`, {
    fill: roof,
  });
  out += R(bx, y + s * 0.3, w, s * 0.62, 2, { fill: body });
  const cols = 3;
  const cw = (w - s * 0.16) / cols;
  for (let i = 0; i < cols; i++) {
    out += R(bx + s * 0.08 + i * cw + cw * 0.25, y + s * 0.38, cw * 0.5, s * 0.36, cw * 0.25, { fill: win, fillOpacity: 0.9 });
  }
  out += R(bx - s * 0.06, y + s * 0.9, w + s * 0.12, s * 0.06, 2, { fill: roof });
  return out;
}

function seal(cx, cy, r) {
  return (
    P(`M${f(cx - r * 0.5)} ${f(cy + r * 0.6)} L${f(cx - r * 0.75)} ${f(cy + r * 1.7)} L${f(cx - r * 0.3)} ${f(cy + r * 1.45)} L${f(cx - r * 0.05)} ${f(cy + r * 1.8)} L${f(cx + r * 0.1)} ${f(cy + r * 0.7)} Z`, {
      fill: C.blue,
    }) +
    P(`M${f(cx + r * 0.5)} ${f(cy + r * 0.6)} L${f(cx + r * 0.75)} ${f(cy + r * 1.7)} L${f(cx + r * 0.3)} ${f(cy + r * 1.45)} L${f(cx + r * 0.05)} ${f(cy + r * 1.8)} L${f(cx - r * 0.1)} ${f(cy + r * 0.7)} Z`, {
      fill: '#1548D6',
    }) +
    Ci(cx, cy, r, { fill: 'url(#gAmber)', filter: 'url(#shs)' }) +
    Ci(cx, cy, r * 0.78, { fill: 'none', stroke: C.white, strokeWidth: 2, strokeDasharray: '3 4', strokeOpacity: 0.8 }) +
    Star(cx, cy, r * 0.45, { fill: C.white })
  );
}

function badgeCheck(cx, cy, r, fill = C.blue) {
  return Ci(cx, cy, r, { fill, filter: 'url(#shs)' }) + check(cx, cy, r * 0.9, C.white, r * 0.18);
}

function plus(cx, cy, s, color, w = 3) {
  return P(`M${cx - s} ${cy} H${cx + s} M${cx} ${cy - s} V${cy + s}`, { stroke: color, strokeWidth: w, strokeLinecap: 'round' });
}

function sparkles(w, h, seed, colors = [C.amber, C.blue2, C.blue3]) {
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

function card(x, y, w, h, { grad = 'gNavy', rot = 0, accent = C.amber, seed = 1, filter = 'sh' } = {}) {
  const t = rot ? `rotate(${rot} ${x + w / 2} ${y + h / 2})` : '';
  const cid = `cc${Math.round(x)}_${Math.round(y)}_${seed}`;
  let b = `<defs><clipPath id="${cid}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${f(h * 0.09)}"/></clipPath></defs>`;
  b += R(x, y, w, h, f(h * 0.09), { fill: `url(#${grad})`, filter: `url(#${filter})` });
  // sheen
  b += `<g clip-path="url(#${cid})">`;
  b += P(`M${x + w * 0.45} ${y} L${x + w * 0.75} ${y} L${x + w * 0.35} ${y + h} L${x + w * 0.05} ${y + h} Z`, { fill: C.white, fillOpacity: 0.06 });
  b += Ci(x + w * 0.95, y + h * 0.1, h * 0.6, { fill: C.white, fillOpacity: 0.06 });
  b += '</g>';
  // chip
  const cx = x + w * 0.09;
  const cy = y + h * 0.3;
  const cw = w * 0.14;
  const ch = h * 0.2;
  b += R(cx, cy, cw, ch, 5, { fill: 'url(#gAmber)' });
  b += P(`M${cx} ${cy + ch / 2} H${cx + cw} M${cx + cw / 3} ${cy} V${cy + ch} M${cx + (2 * cw) / 3} ${cy} V${cy + ch}`, {
    stroke: '#B86E05',
    strokeWidth: 1.4,
    strokeOpacity: 0.6,
  });
  // contactless
  for (let i = 0; i < 3; i++) {
    const rr = 8 + i * 7;
    const ox = cx + cw + 18;
    const oy = cy + ch / 2;
    b += P(`M${ox + rr * 0.5} ${oy - rr * 0.85} A${rr} ${rr} 0 0 1 ${ox + rr * 0.5} ${oy + rr * 0.85}`, {
      fill: 'none',
      stroke: C.white,
      strokeOpacity: 0.7,
      strokeWidth: 2.4,
      strokeLinecap: 'round',
    });
  }
  // number dots
  for (let g = 0; g < 4; g++) {
    for (let d = 0; d < 4; d++) {
      b += Ci(x + w * 0.09 + g * w * 0.2 + d * w * 0.037, y + h * 0.66, h * 0.022, { fill: C.white, fillOpacity: g === 3 ? 0.95 : 0.7 });
    }
  }
  b += R(x + w * 0.09, y + h * 0.78, w * 0.32, h * 0.05, h * 0.025, { fill: C.white, fillOpacity: 0.45 });
  // logo circles
  b += Ci(x + w * 0.8, y + h * 0.8, h * 0.1, { fill: accent, fillOpacity: 0.95 });
  b += Ci(x + w * 0.87, y + h * 0.8, h * 0.1, { fill: C.white, fillOpacity: 0.55 });
  return G(t, b);
}

function phone(x, y, w, h, { screen = '', frame = C.navy, screenFill = C.white, filter = 'sh' } = {}) {
  const r = w * 0.16;
  let b = R(x, y, w, h, r, { fill: frame, filter: filter ? `url(#${filter})` : undefined });
  const inset = w * 0.045;
  b += R(x + inset, y + inset, w - inset * 2, h - inset * 2, r - inset, { fill: screenFill });
  b += R(x + w * 0.36, y + inset + 8, w * 0.28, 10, 5, { fill: frame });
  return b + screen;
}

function envelope(x, y, w, h, { rot = 0, letter = true, stamp = true } = {}) {
  const t = rot ? `rotate(${rot} ${x + w / 2} ${y + h / 2})` : '';
  let b = '';
  // back
  b += R(x, y, w, h, 14, { fill: '#DCE6FF', filter: 'url(#sh)' });
  // open flap behind
  b += P(`M${x + 6} ${y + 4} L${x + w / 2} ${y - h * 0.52} L${x + w - 6} ${y + 4} Z`, { fill: '#C3D4FF', strokeLinejoin: 'round' });
  if (letter) {
    b += R(x + w * 0.1, y - h * 0.38, w * 0.8, h * 0.9, 10, { fill: C.white });
    b += lines(x + w * 0.18, y - h * 0.24, w * 0.55, 4, { gap: h * 0.12, h: h * 0.045, seed: 9, first: C.sky });
  }
  // front pocket
  b += P(`M${x} ${y + 14} L${x + w / 2} ${y + h * 0.58} L${x + w} ${y + 14} L${x + w} ${y + h - 14} Q${x + w} ${y + h} ${x + w - 14} ${y + h} L${x + 14} ${y + h} Q${x} ${y + h} ${x} ${y + h - 14} Z`, {
    fill: 'url(#gBlue)',
  });
  b += P(`M${x} ${y + h - 6} L${x + w * 0.42} ${y + h * 0.5} M${x + w} ${y + h - 6} L${x + w * 0.58} ${y + h * 0.5}`, {
    stroke: '#0F3BB3',
    strokeOpacity: 0.35,
    strokeWidth: 3,
    strokeLinecap: 'round',
  });
  if (stamp) {
    b += R(x + w - w * 0.2, y + h * 0.62, w * 0.13, h * 0.26, 4, { fill: C.amber });
    b += Star(x + w - w * 0.135, y + h * 0.75, w * 0.035, { fill: C.white });
  }
  return G(t, b);
}

function pin(cx, tipY, s, { fill = 'url(#gAmber)', dot = C.white } = {}) {
  // s: radius of head
  const cy = tipY - s * 1.6;
  return (
    El(cx, tipY, s * 0.7, s * 0.2, { fill: C.navy, fillOpacity: 0.15 }) +
    P(`M${cx} ${tipY} C${cx - s * 0.3} ${tipY - s * 0.4} ${cx - s} ${cy + s * 0.55} ${cx - s} ${cy} A${s} ${s} 0 1 1 ${cx + s} ${cy} C${cx + s} ${cy + s * 0.55} ${cx + s * 0.3} ${tipY - s * 0.4} ${cx} ${tipY} Z`, {
      fill,
      filter: 'url(#shs)',
    }) +
    Ci(cx, cy, s * 0.42, { fill: dot })
  );
}

function magnifier(cx, cy, r, { rot = 45, lens = C.white, ring = C.navy } = {}) {
  return G(
    `rotate(${rot} ${cx} ${cy})`,
    R(cx - r * 0.16, cy + r * 0.95, r * 0.32, r * 1.1, r * 0.12, { fill: ring }) +
      Ci(cx, cy, r, { fill: lens, fillOpacity: 0.55, stroke: ring, strokeWidth: r * 0.2, filter: 'url(#shs)' }) +
      P(`M${cx - r * 0.55} ${cy - r * 0.15} A${r * 0.6} ${r * 0.6} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.58}`, {
        fill: 'none',
        stroke: C.white,
        strokeWidth: r * 0.1,
        strokeLinecap: 'round',
      }),
  );
}

function avatarBubble(cx, cy, r, { bg = C.sky, skin = '#E8B48F', shirt = C.blue, hair = '#2B1B14' } = {}) {
  const id = `clip${Math.round(cx)}_${Math.round(cy)}_${Math.round(r)}`;
  return `<defs><clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>
  ${Ci(cx, cy, r, { fill: bg, filter: 'url(#shs)' })}
  <g clip-path="url(#${id})">
    ${El(cx, cy + r * 1.05, r * 0.78, r * 0.62, { fill: shirt })}
    ${El(cx, cy - r * 0.12, r * 0.34, r * 0.4, { fill: skin })}
    ${P(`M${cx - r * 0.36} ${cy - r * 0.12} C${cx - r * 0.4} ${cy - r * 0.62} ${cx + r * 0.4} ${cy - r * 0.68} ${cx + r * 0.36} ${cy - r * 0.14} C${cx + r * 0.2} ${cy - r * 0.34} ${cx - r * 0.1} ${cy - r * 0.36} ${cx - r * 0.36} ${cy - r * 0.12} Z`, { fill: hair })}
  </g>
  ${Ci(cx, cy, r, { fill: 'none', stroke: C.white, strokeWidth: Math.max(2, r * 0.08) })}`;
}

/* ------------------------------------------------------------------ */
/* US map (Albers projection of a simplified outline)                 */
/* ------------------------------------------------------------------ */
const US = [
  [-124.7, 48.4], [-123.2, 48.2], [-122.8, 49.0], [-95.2, 49.0], [-94.6, 48.7], [-93.0, 48.6], [-91.0, 48.2],
  [-89.6, 48.0], [-88.4, 48.3], [-84.8, 46.9], [-84.4, 46.5], [-83.6, 46.1], [-82.5, 45.3], [-82.1, 43.6],
  [-82.4, 43.0], [-83.1, 42.3], [-82.7, 41.9], [-81.2, 42.3], [-79.8, 42.5], [-79.0, 42.9], [-79.1, 43.3],
  [-78.0, 43.6], [-76.5, 43.6], [-76.3, 44.2], [-74.9, 45.0], [-71.5, 45.0], [-71.1, 45.3], [-70.6, 45.7],
  [-70.0, 46.7], [-69.2, 47.45], [-68.2, 47.35], [-67.8, 47.06], [-67.8, 45.7], [-67.0, 44.9], [-68.0, 44.4],
  [-69.0, 44.0], [-70.2, 43.7], [-70.7, 43.0], [-70.9, 42.4], [-70.0, 41.8], [-70.6, 41.5], [-71.9, 41.3],
  [-73.6, 40.95], [-74.0, 40.5], [-74.1, 39.8], [-74.9, 38.95], [-75.05, 38.45], [-75.4, 37.9], [-75.95, 37.15],
  [-76.0, 36.6], [-75.5, 35.8], [-75.5, 35.25], [-76.5, 34.7], [-77.9, 33.9], [-78.5, 33.85], [-79.2, 33.2],
  [-80.4, 32.4], [-81.1, 31.9], [-81.4, 30.7], [-81.2, 29.6], [-80.6, 28.4], [-80.1, 26.7], [-80.1, 25.8],
  [-80.4, 25.2], [-81.1, 25.1], [-81.7, 25.9], [-82.2, 26.7], [-82.7, 27.6], [-82.6, 28.7], [-83.1, 29.3],
  [-84.0, 30.1], [-85.3, 29.7], [-86.4, 30.4], [-88.0, 30.4], [-89.4, 30.2], [-89.2, 29.2], [-90.0, 29.1],
  [-91.3, 29.3], [-92.3, 29.55], [-93.8, 29.7], [-94.8, 29.3], [-96.5, 28.3], [-97.3, 27.4], [-97.15, 25.95],
  [-98.2, 26.1], [-99.1, 26.5], [-99.5, 27.5], [-100.3, 28.3], [-101.4, 29.8], [-102.4, 29.8], [-103.0, 29.0],
  [-104.0, 29.3], [-104.7, 30.2], [-106.5, 31.8], [-108.2, 31.8], [-108.2, 31.33], [-111.1, 31.33],
  [-114.8, 32.5], [-114.7, 32.72], [-117.1, 32.53], [-117.3, 33.1], [-118.1, 33.75], [-118.5, 34.0],
  [-119.2, 34.15], [-120.6, 34.55], [-120.9, 35.4], [-121.9, 36.3], [-122.4, 37.2], [-122.5, 37.8],
  [-123.0, 38.0], [-123.7, 38.9], [-123.8, 39.8], [-124.4, 40.4], [-124.1, 41.0], [-124.2, 42.0],
  [-124.5, 42.8], [-124.1, 43.7], [-123.9, 45.5], [-124.0, 46.3], [-124.1, 47.0],
];
function albers(lon, lat) {
  const d = Math.PI / 180;
  const p1 = 29.5 * d, p2 = 45.5 * d, p0 = 37.5 * d, l0 = -96 * d;
  const n = (Math.sin(p1) + Math.sin(p2)) / 2;
  const c = Math.cos(p1) ** 2 + 2 * n * Math.sin(p1);
  const r0 = Math.sqrt(c - 2 * n * Math.sin(p0)) / n;
  const r = Math.sqrt(c - 2 * n * Math.sin(lat * d)) / n;
  const th = n * (lon * d - l0);
  return [r * Math.sin(th), -(r0 - r * Math.cos(th))];
}
const US_RAW = US.map(([lo, la]) => albers(lo, la));
/** Returns a projector fitting the US into box (x,y,w,h). */
function usFit(x, y, w) {
  const xs = US_RAW.map((p) => p[0]);
  const ys = US_RAW.map((p) => p[1]);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const k = w / (maxX - minX);
  const proj = (lon, lat) => {
    const [px, py] = albers(lon, lat);
    return [x + (px - minX) * k, y + (py - minY) * k];
  };
  const pts = US_RAW.map(([px, py]) => [x + (px - minX) * k, y + (py - minY) * k]);
  return { proj, pts, h: (maxY - minY) * k };
}
function pointInPoly(x, y, pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function usPath(fit) {
  return 'M' + fit.pts.map(([a, b]) => `${f(a)} ${f(b)}`).join(' L') + ' Z';
}
/** Dot-matrix US map. */
function usDots(fit, { step = 12, r = 3.6, fill = C.blue, opacity = 0.5, seed = 5, colorFn } = {}) {
  const xs = fit.pts.map((p) => p[0]);
  const ys = fit.pts.map((p) => p[1]);
  const rand = rng(seed);
  let s = '';
  for (let y = Math.min(...ys) + step / 2; y < Math.max(...ys); y += step) {
    for (let x = Math.min(...xs) + step / 2; x < Math.max(...xs); x += step) {
      if (!pointInPoly(x, y, fit.pts)) continue;
      const c = colorFn ? colorFn(x, y, rand()) : fill;
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${c}" fill-opacity="${opacity}"/>`;
    }
  }
  return s;
}

function globe(cx, cy, r, { fill = 'url(#gBlue)', line = C.white, lineOp = 0.35, land = true } = {}) {
  const id = `gc${Math.round(cx)}${Math.round(cy)}`;
  let s = `<defs><clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>`;
  s += Ci(cx, cy, r, { fill, filter: 'url(#sh)' });
  let g = '';
  if (land) {
    // abstract continents
    g += P(`M${cx - r * 0.75} ${cy - r * 0.35} C${cx - r * 0.55} ${cy - r * 0.75} ${cx - r * 0.1} ${cy - r * 0.7} ${cx - r * 0.05} ${cy - r * 0.4} C${cx} ${cy - r * 0.15} ${cx - r * 0.3} ${cy - r * 0.05} ${cx - r * 0.35} ${cy + r * 0.2} C${cx - r * 0.4} ${cy + r * 0.45} ${cx - r * 0.6} ${cy + r * 0.2} ${cx - r * 0.7} ${cy} Z`, {
      fill: C.white,
      fillOpacity: 0.22,
    });
    g += P(`M${cx - r * 0.25} ${cy + r * 0.3} C${cx - r * 0.05} ${cy + r * 0.25} ${cx} ${cy + r * 0.55} ${cx - r * 0.15} ${cy + r * 0.85} C${cx - r * 0.3} ${cy + r * 0.7} ${cx - r * 0.35} ${cy + r * 0.45} ${cx - r * 0.25} ${cy + r * 0.3} Z`, {
      fill: C.white,
      fillOpacity: 0.22,
    });
    g += P(`M${cx + r * 0.2} ${cy - r * 0.55} C${cx + r * 0.5} ${cy - r * 0.7} ${cx + r * 0.9} ${cy - r * 0.4} ${cx + r * 0.85} ${cy - r * 0.1} C${cx + r * 0.6} ${cy + r * 0.05} ${cx + r * 0.45} ${cy + r * 0.5} ${cx + r * 0.3} ${cy + r * 0.35} C${cx + r * 0.15} ${cy + r * 0.1} ${cx + r * 0.1} ${cy - r * 0.3} ${cx + r * 0.2} ${cy - r * 0.55} Z`, {
      fill: C.white,
      fillOpacity: 0.22,
    });
  }
  for (const k of [0.35, 0.7]) g += El(cx, cy, r * k, r, { fill: 'none', stroke: line, strokeOpacity: lineOp, strokeWidth: 1.6 });
  g += P(`M${cx} ${cy - r} V${cy + r}`, { stroke: line, strokeOpacity: lineOp, strokeWidth: 1.6 });
  for (const k of [-0.5, 0, 0.5]) {
    const yy = cy + k * r;
    const hw = Math.sqrt(r * r - (k * r) ** 2);
    g += P(`M${f(cx - hw)} ${f(yy)} H${f(cx + hw)}`, { stroke: line, strokeOpacity: lineOp, strokeWidth: 1.6 });
  }
  g += Ci(cx - r * 0.35, cy - r * 0.4, r * 0.9, { fill: 'url(#glowW)', fillOpacity: 0.25 });
  s += `<g clip-path="url(#${id})">${g}</g>`;
  return s;
}

function skyline(x0, yBase, width, { seed = 7, colors = ['#17345F', '#1C3D6E', '#132C52'], win = '#FFD58A', winOp = 0.8, maxH = 260, minH = 80 } = {}) {
  const r = rng(seed);
  let s = '';
  let x = x0;
  while (x < x0 + width) {
    const w = 40 + r() * 60;
    const h = minH + r() * (maxH - minH);
    const c = colors[Math.floor(r() * colors.length)];
    const top = yBase - h;
    s += R(x, top, w, h + 2, 3, { fill: c });
    const kind = r();
    if (kind < 0.25) s += P(`M${x} ${top} L${x + w / 2} ${top - 24} L${x + w} ${top} Z`, { fill: c });
    else if (kind < 0.45) s += R(x + w / 2 - 2, top - 30, 4, 30, 2, { fill: c });
    else if (kind < 0.6) s += R(x + w * 0.2, top - 12, w * 0.6, 12, 2, { fill: c });
    // windows
    const cols = Math.max(2, Math.floor(w / 14));
    const cw = w / cols;
    for (let yy = top + 14; yy < yBase - 14; yy += 18) {
      for (let i = 0; i < cols; i++) {
        if (r() < 0.45) s += R(x + i * cw + cw * 0.3, yy, cw * 0.4, 8, 1.5, { fill: win, fillOpacity: winOp * (0.4 + r() * 0.6) });
      }
    }
    x += w + 4 + r() * 8;
  }
  return s;
}

/* ------------------------------------------------------------------ */
/* Services 800x560                                                    */
/* ------------------------------------------------------------------ */
const SW = 800, SH = 560;

function service1() {
  let b = bgLight(SW, SH, { seed: 11 });
  b += sheet(250, 92, 300, 390, { fill: '#D3E0FF', rot: -9, filter: 'shs' });
  b += sheet(262, 84, 300, 390, { fill: '#F2F6FF', rot: 5, filter: 'shs' });
  let d = '';
  const x = 250, y = 70;
  d += R(x, y, 310, 410, 18, { fill: C.white, filter: 'url(#sh)' });
  d += R(x, y, 310, 12, 6, { fill: C.blue });
  d += R(x + 28, y + 36, 60, 60, 14, { fill: C.pale });
  d += buildingIcon(x + 34, y + 40, 48);
  d += R(x + 104, y + 44, 150, 12, 6, { fill: C.navy });
  d += R(x + 104, y + 68, 110, 9, 4.5, { fill: C.grey2 });
  d += R(x + 28, y + 118, 254, 1.5, 0, { fill: C.line });
  d += lines(x + 28, y + 140, 250, 4, { gap: 22, h: 9, seed: 21 });
  // two fields
  d += R(x + 28, y + 240, 118, 44, 10, { fill: C.mist, stroke: C.line, strokeWidth: 1.5 });
  d += R(x + 162, y + 240, 120, 44, 10, { fill: C.mist, stroke: C.line, strokeWidth: 1.5 });
  d += R(x + 40, y + 258, 70, 8, 4, { fill: C.blue3 });
  d += R(x + 174, y + 258, 60, 8, 4, { fill: C.blue3 });
  // signature
  d += P(`M${x + 34} ${y + 350} C${x + 50} ${y + 320} ${x + 62} ${y + 318} ${x + 60} ${y + 342} C${x + 58} ${y + 362} ${x + 80} ${y + 330} ${x + 96} ${y + 332} C${x + 110} ${y + 334} ${x + 104} ${y + 352} ${x + 122} ${y + 344} C${x + 136} ${y + 338} ${x + 146} ${y + 330} ${x + 160} ${y + 340}`, {
    fill: 'none',
    stroke: C.navy,
    strokeWidth: 3,
    strokeLinecap: 'round',
  });
  d += R(x + 28, y + 364, 150, 2, 1, { fill: C.grey2 });
  b += d;
  b += seal(x + 258, y + 330, 36);
  // pen
  b += G(`rotate(38 610 330)`, R(596, 180, 28, 220, 12, { fill: 'url(#gNavy)', filter: 'url(#shs)' }) + R(596, 180, 28, 46, 12, { fill: C.blue }) + P('M596 394 L624 394 L610 436 Z', { fill: C.amber2 }) + P('M605 420 L615 420 L610 436 Z', { fill: C.navy }) + R(620, 196, 6, 80, 3, { fill: C.blue3 }));
  b += badgeCheck(560, 96, 30, C.teal);
  b += sparkles(SW, SH, 12);
  return svgDoc(SW, SH, b);
}

function service2() {
  let b = bgLight(SW, SH, { seed: 22, from: '#F3F7FF', to: '#DDE8FF', blob1: '#BFD2FF', blob2: C.amber3 });
  // phone behind
  const px = 470, py = 70;
  let sc = '';
  sc += R(px + 24, py + 48, 152, 92, 16, { fill: 'url(#gBlue)' });
  sc += R(px + 40, py + 70, 60, 8, 4, { fill: C.white, fillOpacity: 0.6 });
  sc += R(px + 40, py + 90, 100, 16, 8, { fill: C.white });
  sc += R(px + 40, py + 116, 40, 8, 4, { fill: C.amber2 });
  const bars = [40, 62, 48, 80, 66, 92];
  bars.forEach((h, i) => {
    sc += R(px + 32 + i * 24, py + 250 - h, 14, h, 5, { fill: i === 5 ? C.amber : C.sky });
  });
  for (let i = 0; i < 3; i++) {
    sc += Ci(px + 44, py + 284 + i * 40, 12, { fill: i === 1 ? C.amber3 : C.pale });
    sc += R(px + 66, py + 278 + i * 40, 60, 7, 3.5, { fill: C.line });
    sc += R(px + 66, py + 290 + i * 40, 36, 6, 3, { fill: C.line });
    sc += R(px + 140, py + 280 + i * 40, 24, 8, 4, { fill: i === 1 ? C.teal : C.blue3 });
  }
  b += phone(px, py, 200, 410, { screen: sc });
  b += card(150, 150, 340, 214, { grad: 'gAmber', rot: -12, accent: C.navy, filter: 'shs' });
  b += card(200, 250, 340, 214, { grad: 'gNavy', rot: 4, accent: C.amber });
  // shield
  b += P('M640 400 C660 392 676 388 690 380 C704 388 720 392 740 400 C740 450 720 478 690 492 C660 478 640 450 640 400 Z', { fill: 'url(#gTeal)', filter: 'url(#shs)' });
  b += check(690, 438, 36, C.white, 6);
  b += sparkles(SW, SH, 23);
  return svgDoc(SW, SH, b);
}

function service3() {
  let b = bgLight(SW, SH, { seed: 33, from: '#F6F8FF', to: '#E8EEFC', blob1: '#D3E0FF', blob2: '#FFE7BF' });
  const x = 200, y = 60;
  b += sheet(x + 20, y + 16, 360, 440, { fill: '#DCE6FF', rot: -4, filter: 'shs' });
  let d = R(x, y, 360, 440, 18, { fill: C.white, filter: 'url(#sh)' });
  d += R(x + 28, y + 30, 44, 44, 10, { fill: C.amber });
  d += P(`M${x + 40} ${y + 42} h20 M${x + 40} ${y + 52} h20 M${x + 40} ${y + 62} h12`, { stroke: C.white, strokeWidth: 4, strokeLinecap: 'round' });
  d += R(x + 86, y + 34, 160, 12, 6, { fill: C.navy });
  d += R(x + 86, y + 56, 100, 9, 4.5, { fill: C.grey2 });
  // EIN digit boxes: 2 - 7
  const bx = x + 28, by = y + 104, bw = 26, gap = 5;
  let cx = bx;
  for (let i = 0; i < 9; i++) {
    if (i === 2) {
      d += R(cx + 2, by + 19, 12, 4, 2, { fill: C.navy });
      cx += 18;
    }
    d += R(cx, by, bw, 42, 6, { fill: C.pale, stroke: C.blue3, strokeWidth: 1.5 });
    d += R(cx + 9, by + 12, 8, 18, 4, { fill: i < 6 ? C.blue : C.sky });
    cx += bw + gap;
  }
  // checklist
  for (let i = 0; i < 4; i++) {
    const yy = y + 184 + i * 44;
    const done = i < 3;
    d += R(x + 28, yy, 26, 26, 7, { fill: done ? C.blue : C.white, stroke: done ? C.blue : C.grey2, strokeWidth: 2 });
    if (done) d += check(x + 41, yy + 13, 16, C.white, 3.2);
    d += R(x + 68, yy + 4, 150 + ((i * 37) % 70), 8, 4, { fill: C.line });
    d += R(x + 68, yy + 16, 90, 6, 3, { fill: '#EBF0F7' });
  }
  d += R(x + 28, y + 370, 140, 40, 12, { fill: 'url(#gBlue)' });
  d += R(x + 52, y + 386, 92, 8, 4, { fill: C.white });
  b += d;
  // ID card
  const ix = 500, iy = 290;
  let idc = R(ix, iy, 220, 140, 16, { fill: C.navy, filter: 'url(#sh)' });
  idc += R(ix, iy, 220, 34, 16, { fill: C.blue });
  idc += R(ix, iy + 20, 220, 14, 0, { fill: C.blue });
  idc += Ci(ix + 52, iy + 84, 28, { fill: C.sky });
  idc += El(ix + 52, iy + 104, 20, 12, { fill: C.blue2 });
  idc += Ci(ix + 52, iy + 76, 11, { fill: C.blue });
  idc += R(ix + 96, iy + 62, 96, 9, 4.5, { fill: C.white });
  idc += R(ix + 96, iy + 82, 70, 7, 3.5, { fill: C.white, fillOpacity: 0.5 });
  idc += R(ix + 96, iy + 100, 84, 7, 3.5, { fill: C.amber });
  b += G('rotate(-6 610 360)', idc);
  b += magnifier(600, 170, 62, { ring: C.navy, lens: C.pale });
  b += G('', Ci(600, 170, 48, { fill: 'none' }) + R(572, 158, 56, 24, 6, { fill: C.blue, fillOpacity: 0.85 }) + R(582, 166, 36, 8, 4, { fill: C.white }));
  b += sparkles(SW, SH, 34);
  return svgDoc(SW, SH, b);
}

function service4() {
  let b = R(0, 0, SW, SH, 0, { fill: '#EEF3FB' });
  // map tile
  const mx = 40, my = 36, mw = 720, mh = 488;
  b += `<defs><clipPath id="map4"><rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="28"/></clipPath></defs>`;
  let m = R(mx, my, mw, mh, 0, { fill: '#E3EBF8' });
  // parks / blocks
  const rr = rng(44);
  for (let i = 0; i < 16; i++) {
    const bx = mx + rr() * mw, by = my + rr() * mh;
    m += R(bx, by, 60 + rr() * 90, 40 + rr() * 60, 10, { fill: i % 4 === 0 ? '#CFEBDD' : '#D6E0F2' });
  }
  // river
  m += P(`M${mx - 20} ${my + 380} C160 330 260 470 420 420 C560 376 620 470 ${mx + mw + 20} 440`, { fill: 'none', stroke: '#B8D2FF', strokeWidth: 38, strokeLinecap: 'round' });
  // roads
  const road = { fill: 'none', stroke: C.white, strokeLinecap: 'round' };
  m += P(`M${mx} 150 C250 170 420 120 ${mx + mw} 190`, { ...road, strokeWidth: 22 });
  m += P(`M300 ${my} C320 200 260 330 330 ${my + mh}`, { ...road, strokeWidth: 22 });
  m += P(`M560 ${my} L600 ${my + mh}`, { ...road, strokeWidth: 16 });
  m += P(`M${mx} 300 L${mx + mw} 270`, { ...road, strokeWidth: 14 });
  m += P(`M140 ${my} L120 ${my + mh}`, { ...road, strokeWidth: 10 });
  m += P(`M${mx} 300 L${mx + mw} 270`, { fill: 'none', stroke: C.amber2, strokeWidth: 2, strokeDasharray: '10 10' });
  b += `<g clip-path="url(#map4)">${m}</g>`;
  b += R(mx, my, mw, mh, 28, { fill: 'none', stroke: C.white, strokeWidth: 6 });
  // building at pin
  b += G('', R(498, 176, 120, 110, 10, { fill: C.white, filter: 'url(#shs)' }) + buildingIcon(518, 178, 80, { body: C.navy, roof: C.blue, win: C.amber2 }));
  b += pin(560, 168, 34);
  // route
  b += P('M250 360 C300 250 380 230 392 222', { fill: 'none', stroke: C.navy, strokeWidth: 3, strokeDasharray: '2 10', strokeLinecap: 'round' });
  b += envelope(110, 330, 230, 150, { rot: -6 });
  // paper plane
  b += G('translate(420 214) rotate(-18)', P('M34 0 L-22 -18 L-10 0 Z', { fill: C.white, filter: 'url(#shs)' }) + P('M34 0 L-10 0 L-22 16 Z', { fill: C.sky }) + P('M34 0 L-10 0 L-6 9 Z', { fill: C.blue3 }));
  b += badgeCheck(690, 420, 28, C.teal);
  return svgDoc(SW, SH, b);
}

function service5() {
  let b = bgLight(SW, SH, { seed: 55, from: '#FFF9EE', to: '#FDEBC8', blob1: '#FFE1A6', blob2: '#CFE0FF' });
  // tax doc
  const x = 150, y = 70;
  b += sheet(x + 14, y + 14, 300, 400, { fill: '#FFE9BF', rot: -6, filter: 'shs' });
  let d = R(x, y, 300, 400, 18, { fill: C.white, filter: 'url(#sh)' });
  d += R(x + 26, y + 28, 48, 48, 12, { fill: C.navy });
  // percent glyph
  d += Ci(x + 40, y + 42, 5.5, { fill: 'none', stroke: C.amber2, strokeWidth: 3 }) + Ci(x + 60, y + 62, 5.5, { fill: 'none', stroke: C.amber2, strokeWidth: 3 }) + P(`M${x + 62} ${y + 38} L${x + 38} ${y + 66}`, { stroke: C.white, strokeWidth: 3.5, strokeLinecap: 'round' });
  d += R(x + 88, y + 34, 130, 12, 6, { fill: C.navy });
  d += R(x + 88, y + 56, 90, 9, 4.5, { fill: C.grey2 });
  d += lines(x + 26, y + 106, 240, 3, { gap: 22, h: 9, seed: 51 });
  // chart
  const base = y + 300;
  [70, 110, 86, 140, 120].forEach((h, i) => {
    d += R(x + 34 + i * 48, base - h, 28, h, 7, { fill: i === 3 ? C.amber : i % 2 ? C.blue : C.sky });
  });
  d += R(x + 26, base + 6, 248, 2, 1, { fill: C.line });
  d += R(x + 26, y + 330, 248, 44, 12, { fill: C.pale });
  d += R(x + 44, y + 348, 100, 9, 4.5, { fill: C.blue3 });
  d += R(x + 200, y + 346, 56, 12, 6, { fill: C.blue });
  b += d;
  // calculator
  const cx = 420, cy = 150;
  let c = R(cx, cy, 230, 330, 28, { fill: 'url(#gNavy)', filter: 'url(#sh)' });
  c += R(cx + 22, cy + 24, 186, 70, 14, { fill: '#DDEBFF' });
  c += R(cx + 100, cy + 46, 90, 14, 7, { fill: C.navy });
  c += R(cx + 140, cy + 68, 50, 8, 4, { fill: C.blue2 });
  const kw = 36, kh = 36, kg = 14;
  for (let r = 0; r < 4; r++) {
    for (let k = 0; k < 4; k++) {
      const kx = cx + 22 + k * (kw + kg);
      const ky = cy + 112 + r * (kh + kg);
      const last = k === 3;
      c += R(kx, ky, kw, kh, 10, { fill: last ? (r === 3 ? C.amber : C.blue) : '#22406F' });
      const mx = kx + kw / 2, my = ky + kh / 2;
      if (last) {
        const sym = [
          `M${mx - 7} ${my} H${mx + 7} M${mx} ${my - 7} V${my + 7}`,
          `M${mx - 7} ${my} H${mx + 7}`,
          `M${mx - 6} ${my - 6} L${mx + 6} ${my + 6} M${mx + 6} ${my - 6} L${mx - 6} ${my + 6}`,
          `M${mx - 7} ${my - 4} H${mx + 7} M${mx - 7} ${my + 4} H${mx + 7}`,
        ][r];
        c += P(sym, { stroke: C.white, strokeWidth: 3, strokeLinecap: 'round' });
      } else c += Ci(mx, my, 3.5, { fill: C.white, fillOpacity: 0.55 });
    }
  }
  b += G('rotate(6 535 315)', c);
  // coins
  for (let i = 0; i < 5; i++) {
    const yy = 470 - i * 14;
    b += El(680, yy + 6, 46, 16, { fill: '#D98A0B' });
    b += R(634, yy - 4, 92, 10, 0, { fill: '#D98A0B' });
    b += El(680, yy - 4, 46, 16, { fill: i === 4 ? 'url(#gAmber)' : C.amber });
  }
  b += Star(680, 410, 10, { fill: C.white });
  b += sparkles(SW, SH, 56, [C.blue, C.amber, C.blue3]);
  return svgDoc(SW, SH, b);
}

function flagBadge(x, y, w, h) {
  const id = `flag${x}${y}`;
  let s = `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/></clipPath></defs>`;
  let g = R(x, y, w, h, 0, { fill: C.white });
  for (let i = 0; i < 7; i++) g += R(x, y + (i * 2 * h) / 13, w, h / 13, 0, { fill: C.blue });
  g += R(x, y, w * 0.42, h * (7 / 13), 0, { fill: C.navy });
  for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) g += Star(x + 8 + c * (w * 0.42 - 14) / 3.3, y + 8 + r * 10, 3.4, { fill: C.white });
  s += R(x, y, w, h, 10, { fill: C.white, filter: 'url(#shs)' });
  s += `<g clip-path="url(#${id})">${g}</g>`;
  return s;
}

function service6() {
  let b = bgLight(SW, SH, { seed: 66, from: '#F2F7FF', to: '#DCE9FF', blob1: '#C3D6FF', blob2: '#FFE2A8' });
  // waves
  for (let i = 0; i < 4; i++) {
    b += Ci(360, 280, 150 + i * 55, { fill: 'none', stroke: C.blue, strokeOpacity: 0.14 - i * 0.025, strokeWidth: 2 });
  }
  const px = 260, py = 40;
  let sc = `<defs><linearGradient id="scr6" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2A66FF"/><stop offset="1" stop-color="#0E2C66"/></linearGradient></defs>`;
  sc += R(px + 11, py + 11, 218, 458, 28, { fill: 'url(#scr6)' });
  sc += Ci(px + 120, py + 150, 58, { fill: C.white, fillOpacity: 0.12 });
  sc += Ci(px + 120, py + 150, 44, { fill: C.sky });
  sc += El(px + 120, py + 182, 30, 18, { fill: C.blue2 });
  sc += Ci(px + 120, py + 138, 16, { fill: C.blue });
  sc += R(px + 70, py + 222, 100, 12, 6, { fill: C.white });
  sc += R(px + 90, py + 244, 60, 8, 4, { fill: C.white, fillOpacity: 0.5 });
  // keypad-ish dots
  for (let r = 0; r < 2; r++) for (let c = 0; c < 3; c++) sc += Ci(px + 70 + c * 50, py + 300 + r * 44, 15, { fill: C.white, fillOpacity: 0.14 });
  sc += Ci(px + 78, py + 410, 24, { fill: C.white, fillOpacity: 0.2 });
  sc += Ci(px + 162, py + 410, 24, { fill: C.amber });
  // handset glyph
  sc += G(`translate(${px + 162} ${py + 410}) rotate(135)`, P('M-10 -4 Q0 -10 10 -4 L10 2 L5 2 L4 -2 Q0 -4 -4 -2 L-5 2 L-10 2 Z', { fill: C.white }));
  sc += G(`translate(${px + 78} ${py + 410})`, P('M-8 -3 h16 M-8 3 h16', { stroke: C.white, strokeWidth: 3, strokeLinecap: 'round' }));
  b += phone(px, py, 240, 480, { screen: sc, screenFill: C.navy });
  // chat bubbles
  b += G('', R(520, 110, 170, 70, 22, { fill: C.white, filter: 'url(#sh)' }) + P('M540 176 L532 198 L560 178 Z', { fill: C.white }) + Ci(560, 145, 7, { fill: C.blue }) + Ci(585, 145, 7, { fill: C.blue2 }) + Ci(610, 145, 7, { fill: C.blue3 }) + R(630, 139, 40, 12, 6, { fill: C.amber3 }));
  b += G('', R(90, 300, 150, 64, 22, { fill: 'url(#gBlue)', filter: 'url(#sh)' }) + P('M210 360 L226 382 L224 356 Z', { fill: '#1A50E0' }) + R(112, 318, 100, 9, 4.5, { fill: C.white }) + R(112, 336, 60, 8, 4, { fill: C.white, fillOpacity: 0.6 }));
  b += flagBadge(540, 360, 120, 78);
  b += badgeCheck(180, 160, 26, C.teal);
  b += sparkles(SW, SH, 67);
  return svgDoc(SW, SH, b);
}

/* ------------------------------------------------------------------ */
/* Projects 800x600                                                    */
/* ------------------------------------------------------------------ */
const PW = 800, PH = 600;

function project1() {
  // marketing: megaphone + target + social cards
  let b = bgDark(PW, PH, { seed: 101, from: '#2357F5', to: '#0E2E8C', glow1: 'glowW', glow2: 'glowA' });
  for (let i = 0; i < 4; i++) b += P(`M${470 + i * 40} ${200 - i * 30} A${120 + i * 50} ${120 + i * 50} 0 0 1 ${470 + i * 40} ${400 + i * 30}`, { fill: 'none', stroke: C.white, strokeOpacity: 0.35 - i * 0.07, strokeWidth: 6, strokeLinecap: 'round' });
  let m = '';
  m += P('M170 250 L400 150 L400 450 L170 350 Z', { fill: C.white, filter: 'url(#shd)' });
  m += P('M400 150 L400 450 Q440 300 400 150 Z', { fill: C.sky });
  m += El(405, 300, 26, 150, { fill: 'url(#gAmber)' });
  m += R(120, 250, 60, 100, 16, { fill: C.amber });
  m += P('M190 352 L230 370 L250 460 Q252 474 238 476 L214 478 Q200 478 198 464 Z', { fill: C.navy });
  b += G('rotate(-10 300 300)', m);
  // social cards
  b += G('', R(560, 70, 170, 90, 18, { fill: C.white, filter: 'url(#shd)' }) + Ci(600, 115, 22, { fill: '#FFE1E6' }) + P('M600 126 C584 114 588 100 600 108 C612 100 616 114 600 126 Z', { fill: C.coral }) + R(634, 100, 76, 10, 5, { fill: C.navy }) + R(634, 120, 50, 8, 4, { fill: C.grey2 }));
  b += G('', R(590, 420, 160, 110, 18, { fill: C.white, filter: 'url(#shd)' }) + [30, 52, 40, 70].map((h, i) => R(612 + i * 30, 510 - h, 18, h, 5, { fill: i === 3 ? C.amber : C.blue })).join('') + P('M612 452 L650 440 L690 446 L728 428', { fill: 'none', stroke: C.teal, strokeWidth: 3, strokeLinecap: 'round' }));
  // target
  b += G('', Ci(110, 110, 58, { fill: C.white, fillOpacity: 0.14 }) + Ci(110, 110, 40, { fill: C.white, fillOpacity: 0.2 }) + Ci(110, 110, 20, { fill: C.amber }));
  b += sparkles(PW, PH, 102, [C.white, C.amber2, C.sky]);
  return svgDoc(PW, PH, b);
}

function project2() {
  // development: code editor + browser
  let b = bgDark(PW, PH, { seed: 202 });
  // browser window behind
  let w = R(330, 90, 400, 300, 18, { fill: C.white, filter: 'url(#shd)' });
  w += R(330, 90, 400, 40, 18, { fill: '#E7EDF8' }) + R(330, 112, 400, 18, 0, { fill: '#E7EDF8' });
  w += [C.coral, C.amber, C.teal].map((c, i) => Ci(352 + i * 18, 110, 5.5, { fill: c })).join('');
  w += R(420, 102, 220, 16, 8, { fill: C.white });
  w += R(352, 150, 356, 90, 12, { fill: 'url(#gBlue)' });
  w += R(372, 172, 140, 12, 6, { fill: C.white }) + R(372, 194, 100, 8, 4, { fill: C.white, fillOpacity: 0.6 }) + R(372, 212, 60, 14, 7, { fill: C.amber });
  for (let i = 0; i < 3; i++) w += R(352 + i * 122, 256, 110, 110, 12, { fill: C.mist }) + Ci(380 + i * 122, 286, 14, { fill: [C.sky, C.amber3, C.teal2][i] }) + R(368 + i * 122, 314, 74, 8, 4, { fill: C.line }) + R(368 + i * 122, 330, 50, 8, 4, { fill: C.line });
  b += w;
  // editor front
  let e = R(70, 210, 420, 300, 18, { fill: '#0F274A', filter: 'url(#shd)', stroke: '#2A4A7E', strokeWidth: 1.5 });
  e += [C.coral, C.amber, C.teal].map((c, i) => Ci(94 + i * 18, 234, 5.5, { fill: c })).join('');
  const code = [
    [0, 70, C.violet], [0, 110, C.blue2],
    [1, 60, C.amber], [1, 140, C.sky],
    [2, 90, C.teal], [2, 70, C.blue3],
    [2, 120, C.sky],
    [1, 50, C.amber],
    [1, 80, C.blue2], [1, 100, C.teal],
    [0, 40, C.violet],
  ];
  let row = 0;
  const rr = rng(9);
  for (let i = 0; i < code.length; i++) {
    const [ind, len, col] = code[i];
    const yy = 270 + row * 20;
    e += R(96, yy, 14, 6, 3, { fill: '#2F4C7A' });
    let xx = 126 + ind * 24;
    e += R(xx, yy, len, 7, 3.5, { fill: col });
    if (rr() > 0.4) e += R(xx + len + 10, yy, 30 + rr() * 60, 7, 3.5, { fill: '#5B7BAE' });
    row++;
  }
  b += e;
  // </> badge
  b += Ci(520, 470, 56, { fill: 'url(#gAmber)', filter: 'url(#shd)' });
  b += P('M500 450 L482 470 L500 490 M540 450 L558 470 L540 490 M526 446 L514 494', { fill: 'none', stroke: C.white, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round' });
  b += sparkles(PW, PH, 203, [C.amber2, C.blue3, C.teal2]);
  return svgDoc(PW, PH, b);
}

function project3() {
  // data dashboard
  let b = bgLight(PW, PH, { seed: 303, from: '#F5F8FF', to: '#E2EBFF' });
  let d = R(80, 70, 640, 460, 24, { fill: C.white, filter: 'url(#sh)' });
  d += R(80, 70, 120, 460, 24, { fill: C.navy }) + R(176, 70, 24, 460, 0, { fill: C.navy });
  d += Star(140, 110, 14, { fill: C.amber });
  for (let i = 0; i < 5; i++) d += R(108, 160 + i * 40, i === 1 ? 64 : 50, 10, 5, { fill: i === 1 ? C.blue2 : '#2E4A78' });
  // KPI tiles
  const k = [C.blue, C.amber, C.teal];
  for (let i = 0; i < 3; i++) {
    d += R(224 + i * 162, 96, 146, 80, 14, { fill: C.mist });
    d += Ci(250 + i * 162, 122, 12, { fill: k[i], fillOpacity: 0.2 }) + Ci(250 + i * 162, 122, 5, { fill: k[i] });
    d += R(244 + i * 162, 146, 70, 12, 6, { fill: C.navy }) + R(272 + i * 162, 116, 40, 7, 3.5, { fill: C.grey2 });
  }
  // area chart
  d += `<defs><linearGradient id="area3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1F5EFF" stop-opacity="0.35"/><stop offset="1" stop-color="#1F5EFF" stop-opacity="0"/></linearGradient></defs>`;
  d += R(224, 196, 300, 310, 14, { fill: C.white, stroke: C.line, strokeWidth: 1.5 });
  for (let i = 0; i < 4; i++) d += R(244, 250 + i * 56, 260, 1.5, 0, { fill: '#EDF1F7' });
  const pts = [[244, 420], [284, 390], [324, 404], [364, 340], [404, 356], [444, 290], [504, 250]];
  const line = 'M' + pts.map((p) => p.join(' ')).join(' L');
  d += P(`${line} L504 470 L244 470 Z`, { fill: 'url(#area3)' });
  d += P(line, { fill: 'none', stroke: C.blue, strokeWidth: 4, strokeLinejoin: 'round', strokeLinecap: 'round' });
  d += P('M244 450 L284 440 L324 446 L364 420 L404 428 L444 400 L504 392', { fill: 'none', stroke: C.amber, strokeWidth: 3, strokeDasharray: '6 7', strokeLinecap: 'round' });
  d += Ci(444, 290, 7, { fill: C.white, stroke: C.blue, strokeWidth: 4 });
  d += R(214 + 200, 226, 70, 26, 8, { fill: C.navy }) + R(424, 235, 50, 8, 4, { fill: C.white });
  d += R(244, 214, 90, 10, 5, { fill: C.navy });
  // donut
  d += R(540, 196, 156, 160, 14, { fill: C.white, stroke: C.line, strokeWidth: 1.5 });
  const circ = 2 * Math.PI * 44;
  const seg = (len, off, col) => Ci(618, 276, 44, { fill: 'none', stroke: col, strokeWidth: 18, strokeDasharray: `${f(len * circ)} ${f(circ)}`, strokeDashoffset: f(-off * circ), transform: 'rotate(-90 618 276)' });
  d += seg(0.46, 0, C.blue) + seg(0.28, 0.47, C.amber) + seg(0.24, 0.76, C.teal);
  d += Ci(618, 276, 20, { fill: C.mist });
  // bars
  d += R(540, 372, 156, 134, 14, { fill: C.white, stroke: C.line, strokeWidth: 1.5 });
  [40, 64, 52, 86, 70].forEach((h, i) => (d += R(560 + i * 26, 490 - h, 14, h, 5, { fill: i === 3 ? C.blue : C.sky })));
  b += d;
  b += sparkles(PW, PH, 304);
  return svgDoc(PW, PH, b);
}

function project4() {
  // research: network + magnifier
  let b = bgLight(PW, PH, { seed: 404, from: '#EFFBF8', to: '#D5F1EA', blob1: '#B8EADF', blob2: '#D7E3FF' });
  const r = rng(405);
  const nodes = [];
  for (let i = 0; i < 22; i++) nodes.push([120 + r() * 560, 90 + r() * 420, 6 + r() * 12]);
  let edges = '';
  for (let i = 0; i < nodes.length; i++) {
    const dists = nodes.map((n, j) => [Math.hypot(n[0] - nodes[i][0], n[1] - nodes[i][1]), j]).sort((a, c) => a[0] - c[0]);
    for (let k = 1; k <= 2; k++) {
      const j = dists[k][1];
      edges += P(`M${f(nodes[i][0])} ${f(nodes[i][1])} L${f(nodes[j][0])} ${f(nodes[j][1])}`, { stroke: '#2B7F73', strokeOpacity: 0.35, strokeWidth: 2 });
    }
  }
  b += edges;
  const cols = [C.teal, C.blue, C.amber, C.navy];
  nodes.forEach(([x, y, s], i) => (b += Ci(x, y, s, { fill: cols[i % 4], stroke: C.white, strokeWidth: 3 })));
  // document with chart
  let d = R(90, 330, 220, 200, 16, { fill: C.white, filter: 'url(#sh)' });
  d += R(112, 352, 110, 10, 5, { fill: C.navy }) + lines(112, 374, 170, 2, { gap: 16, h: 7, seed: 41 });
  d += P('M112 500 Q150 420 190 460 T286 420', { fill: 'none', stroke: C.teal, strokeWidth: 4, strokeLinecap: 'round' });
  for (let i = 0; i < 10; i++) d += Ci(116 + i * 18, 480 - r() * 50, 3.5, { fill: C.blue, fillOpacity: 0.6 });
  b += d;
  // magnifier
  b += magnifier(470, 250, 110, { ring: C.navy, lens: C.white, rot: -40 }).replace('fill-opacity="0.55"', 'fill-opacity="0.92"');
  b += Ci(470, 250, 42, { fill: 'url(#gTeal)' }) + Ci(470, 250, 16, { fill: C.white });
  b += P('M470 250 L520 210 M470 250 L430 300 M470 250 L420 220', { stroke: C.navy, strokeWidth: 3, strokeOpacity: 0.5 });
  b += Ci(520, 210, 10, { fill: C.amber, stroke: C.white, strokeWidth: 3 }) + Ci(430, 300, 9, { fill: C.blue, stroke: C.white, strokeWidth: 3 }) + Ci(420, 220, 8, { fill: C.navy, stroke: C.white, strokeWidth: 3 });
  b += sparkles(PW, PH, 406, [C.teal, C.amber, C.blue]);
  return svgDoc(PW, PH, b);
}

function project5() {
  // growth: isometric bars + arrow
  let b = bgLight(PW, PH, { seed: 505, from: '#FFF7E8', to: '#FFE3B0', blob1: '#FFD387', blob2: '#CFE0FF' });
  b += R(0, 0, PW, PH, 0, { fill: 'url(#dots)', fillOpacity: 0.4 });
  const iso = (x, y, w, h, top, left, right) => {
    const dx = w * 0.866, dy = w * 0.5;
    return (
      P(`M${f(x)} ${f(y)} L${f(x + dx)} ${f(y - dy)} L${f(x + dx)} ${f(y - dy - h)} L${f(x)} ${f(y - h)} Z`, { fill: right }) +
      P(`M${f(x)} ${f(y)} L${f(x - dx)} ${f(y - dy)} L${f(x - dx)} ${f(y - dy - h)} L${f(x)} ${f(y - h)} Z`, { fill: left }) +
      P(`M${f(x)} ${f(y - h)} L${f(x + dx)} ${f(y - dy - h)} L${f(x)} ${f(y - 2 * dy - h)} L${f(x - dx)} ${f(y - dy - h)} Z`, { fill: top })
    );
  };
  // base plate
  b += P('M165 582 L705 282 L575 207 L35 507 Z', { fill: C.white, fillOpacity: 0.7, strokeLinejoin: 'round' });
  const hs = [50, 85, 120, 160, 200];
  const palettes = [
    ['#C9DAFF', '#A9C2FF', '#8FB0FF'],
    ['#8FB0FF', '#6F97FF', '#4F82FF'],
    ['#4F82FF', '#2F68F5', '#1F5EFF'],
    ['#2F68F5', '#1A4FD6', '#153EA8'],
    ['#FFC45C', '#F5A524', '#D98A0B'],
  ];
  hs.forEach((h, i) => {
    const x = 190 + i * 90;
    const y = 520 - i * 50;
    const [t, l, rr] = palettes[i];
    b += iso(x, y, 50, h, t, rr, l);
  });
  // arrow
  b += P('M100 460 C250 430 360 350 470 280 S620 160 680 110', { fill: 'none', stroke: C.navy, strokeWidth: 10, strokeLinecap: 'round' });
  b += P('M646 102 L698 92 L686 144 Z', { fill: C.navy, strokeLinejoin: 'round', stroke: C.navy, strokeWidth: 6 });
  // flag on the tallest bar
  {
    const x = 190 + 4 * 90, y = 520 - 4 * 50 - 200 - 50;
    b += R(x - 2, y - 46, 4, 46, 2, { fill: C.navy });
    b += P(`M${x + 2} ${y - 44} L${x + 38} ${y - 34} L${x + 2} ${y - 24} Z`, { fill: C.coral });
  }
  // coins
  b += El(690, 530, 38, 13, { fill: '#D98A0B' }) + El(690, 520, 38, 13, { fill: C.amber }) + El(690, 508, 38, 13, { fill: '#D98A0B' }) + El(690, 498, 38, 13, { fill: 'url(#gAmber)' }) + Star(690, 498, 7, { fill: C.white });
  b += sparkles(PW, PH, 506, [C.blue, C.amber, C.navy]);
  return svgDoc(PW, PH, b);
}

function project6() {
  // brand / design composition
  let b = bgDark(PW, PH, { seed: 606, from: '#1B2F6B', to: '#0B1F3A' });
  b += Ci(520, 280, 170, { fill: 'url(#gBlue)', filter: 'url(#shd)' });
  b += P('M180 470 L330 190 L480 470 Z', { fill: 'url(#gAmber)', filter: 'url(#shd)', strokeLinejoin: 'round' });
  b += G('rotate(18 600 440)', R(540, 380, 120, 120, 22, { fill: C.teal, filter: 'url(#shd)' }));
  b += Ci(200, 170, 46, { fill: 'none', stroke: C.white, strokeWidth: 10, strokeOpacity: 0.85 });
  // bezier pen path with handles
  b += P('M120 340 C220 240 330 460 450 330 S650 200 720 300', { fill: 'none', stroke: C.white, strokeWidth: 4 });
  const anchors = [[120, 340], [450, 330], [720, 300]];
  b += P('M450 330 L390 395 M450 330 L510 265', { stroke: C.white, strokeWidth: 2, strokeOpacity: 0.8 });
  b += Ci(390, 395, 6, { fill: C.white }) + Ci(510, 265, 6, { fill: C.white });
  anchors.forEach(([x, y]) => (b += R(x - 9, y - 9, 18, 18, 3, { fill: C.navy, stroke: C.white, strokeWidth: 3 })));
  // swatches
  const sw = [C.navy, C.blue, C.blue3, C.amber, C.teal];
  b += R(90, 500, 300, 60, 16, { fill: C.white, filter: 'url(#shd)' });
  sw.forEach((c, i) => (b += Ci(124 + i * 58, 530, 18, { fill: c, stroke: c === C.navy ? '#2E4A78' : 'none' })));
  b += sparkles(PW, PH, 607, [C.amber2, C.sky, C.teal2]);
  return svgDoc(PW, PH, b);
}

/* ------------------------------------------------------------------ */
/* People                                                              */
/* ------------------------------------------------------------------ */
const SKINS = ['#F3D3BC', '#E6B08A', '#C68A5E', '#A26841', '#7B4A2D', '#5B3621', '#EFC6A0', '#D69C72'];
function shade(hex, amt) {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v) => Math.max(0, Math.min(255, Math.round(v + (amt > 0 ? (255 - v) * amt : v * amt))));
  const r = ch(n >> 16), g = ch((n >> 8) & 255), b = ch(n & 255);
  return '#' + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1).toUpperCase();
}

/**
 * Abstract person (head + shoulders), head centred at (0,0), head radius ~62.
 * Torso extends down to y ≈ 420.
 */
function person({ skin, hair, style, shirt, top = 'crew', accent = C.white, glasses = false }) {
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
      front = P('M-66 -4 C-74 -72 -36 -100 8 -98 C52 -96 76 -66 66 -6 C62 -34 50 -52 30 -60 C0 -64 -40 -54 -56 -30 C-60 -22 -64 -14 -66 -4 Z', { fill: hair }) + P('M-40 -64 C-10 -90 40 -84 58 -56 C30 -66 0 -62 -40 -64 Z', { fill: shade(hair, 0.12) });
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
  if (top === 'crew') s += P('M-46 130 C-40 162 40 162 46 130 C30 124 -30 124 -46 130 Z', { fill: sk2 }) + P('M-50 132 C-40 170 40 170 50 132', { fill: 'none', stroke: shade(shirt, -0.2), strokeWidth: 6 });
  if (top === 'collar') s += P('M-36 128 L0 190 L36 128 Z', { fill: accent }) + P('M-38 126 L-8 190 L-50 170 L-58 138 Z', { fill: C.white }) + P('M38 126 L8 190 L50 170 L58 138 Z', { fill: C.white });
  if (top === 'blazer') s += P('M-40 130 L0 208 L40 130 Z', { fill: accent }) + P('M-44 128 L0 208 L-30 258 L-80 158 Z', { fill: shade(shirt, -0.18) }) + P('M44 128 L0 208 L30 258 L80 158 Z', { fill: shade(shirt, -0.18) });
  if (top === 'turtle') s += R(-34, 84, 68, 64, 20, { fill: shade(shirt, -0.12) });
  if (scarf) s += P('M-70 10 C-72 70 -40 96 0 96 C40 96 72 70 70 10 L96 118 C60 150 -60 150 -96 118 Z', { fill: hair }) + P('M-40 96 C-10 104 30 100 60 84 L84 124 C50 142 -10 146 -50 132 Z', { fill: shade(hair, -0.15) });
  // ears + head
  if (!scarf) s += El(-60, 8, 13, 20, { fill: sk2 }) + El(60, 8, 13, 20, { fill: sk2 });
  s += El(0, 0, 62, 76, { fill: skin });
  if (style === 'beard') s += P('M-60 10 C-56 90 56 90 60 10 C50 40 30 48 0 48 C-30 48 -50 40 -60 10 Z', { fill: hair });
  s += front;
  if (glasses) {
    s += Ci(-24, 8, 17, { fill: C.white, fillOpacity: 0.18, stroke: C.navy, strokeWidth: 5 }) + Ci(24, 8, 17, { fill: C.white, fillOpacity: 0.18, stroke: C.navy, strokeWidth: 5 }) + P('M-7 6 Q0 0 7 6', { fill: 'none', stroke: C.navy, strokeWidth: 4 });
  }
  return s;
}

const TEAM = [
  { bg: ['#E6EEFF', '#C9D9FF'], circle: '#B3C9FF', skin: SKINS[1], hair: '#3A2418', style: 'side', shirt: C.navy, top: 'collar', accent: C.blue },
  { bg: ['#FFF3DC', '#FFDDA0'], circle: '#FFD07A', skin: SKINS[4], hair: '#1C1310', style: 'curly', shirt: C.blue, top: 'crew' },
  { bg: ['#E0F6F0', '#BDEBDD'], circle: '#9FE0CC', skin: SKINS[0], hair: '#C99A5B', style: 'long', shirt: C.teal, top: 'vneck' },
  { bg: ['#EEE9FF', '#D6CBFF'], circle: '#C2B2FF', skin: SKINS[3], hair: '#141414', style: 'beard', shirt: '#2A3350', top: 'blazer', accent: C.white, glasses: true },
  { bg: ['#FFE9E3', '#FFCBBE'], circle: '#FFB6A3', skin: SKINS[6], hair: '#1E1A18', style: 'bun', shirt: C.navy, top: 'blazer', accent: C.amber3 },
  { bg: ['#17345F', '#0B1F3A'], circle: '#23457A', skin: SKINS[5], hair: '#0F0C0B', style: 'buzz', shirt: C.amber, top: 'crew' },
  { bg: ['#E4F3FF', '#BFE2FF'], circle: '#A4D4FF', skin: SKINS[2], hair: '#2A6F97', style: 'scarf', shirt: '#1E4E79', top: 'crew' },
  { bg: ['#F2F4F7', '#DCE1E9'], circle: '#C9D0DC', skin: SKINS[7], hair: '#8D8F95', style: 'bob', shirt: C.blue, top: 'turtle', glasses: true },
];

function teamMember(i) {
  const t = TEAM[i];
  const W = 480, H = 560;
  const id = `tm${i}`;
  let b = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${t.bg[0]}"/><stop offset="1" stop-color="${t.bg[1]}"/></linearGradient></defs>`;
  b += R(0, 0, W, H, 0, { fill: `url(#${id})` });
  const dark = i === 5;
  b += Ci(240, 250, 190, { fill: t.circle, fillOpacity: 0.7 });
  const r = rng(900 + i);
  // geometric accents
  b += R(36, 40, 110, 110, 0, { fill: dark ? 'url(#dotsW)' : 'url(#dots)' });
  b += Ci(400 + r() * 30, 80 + r() * 40, 18, { fill: 'none', stroke: dark ? C.amber : C.white, strokeWidth: 6, strokeOpacity: 0.9 });
  b += Star(70 + r() * 30, 400 + r() * 40, 14, { fill: dark ? C.amber : C.white, fillOpacity: 0.9 });
  b += P(`M380 ${420 + r() * 30} l40 -40`, { stroke: dark ? C.blue2 : C.white, strokeWidth: 8, strokeLinecap: 'round', strokeOpacity: 0.8 });
  b += G('translate(240 262)', person(t));
  return svgDoc(W, H, b);
}

const TESTI = [
  { bg: '#DCE6FF', skin: SKINS[2], hair: '#1C1310', style: 'short', shirt: C.navy, top: 'collar', accent: C.blue },
  { bg: '#FFE3B0', skin: SKINS[0], hair: '#7A4A2A', style: 'long', shirt: C.blue, top: 'vneck' },
  { bg: '#CFEFE6', skin: SKINS[5], hair: '#0F0C0B', style: 'curly', shirt: C.amber, top: 'crew' },
  { bg: '#E5DEFF', skin: SKINS[6], hair: '#2B1B14', style: 'bun', shirt: C.teal, top: 'crew' },
  { bg: '#FFD9CF', skin: SKINS[3], hair: '#2A2A2A', style: 'beard', shirt: '#2A3350', top: 'blazer', accent: C.white },
  { bg: '#D8E9F7', skin: SKINS[1], hair: '#B9855A', style: 'bob', shirt: C.navy, top: 'turtle', glasses: true },
];
function testimonial(i) {
  const t = TESTI[i];
  const W = 160;
  let b = R(0, 0, W, W, 0, { fill: t.bg });
  b += Ci(80, 80, 80, { fill: C.white, fillOpacity: 0.25 });
  b += G('translate(80 68) scale(0.44)', person(t));
  return svgDoc(W, W, b);
}

const COMMENTS = [
  { bg: ['#3F78FF', '#1548D6'], initials: 'JM' },
  { bg: ['#FFC857', '#F08C12'], initials: 'AK' },
  { bg: ['#38D3BC', '#128F7E'], initials: 'RS' },
];
function commentAvatar(i) {
  const c = COMMENTS[i];
  const W = 96;
  let b = `<defs><linearGradient id="ca${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg[0]}"/><stop offset="1" stop-color="${c.bg[1]}"/></linearGradient></defs>`;
  b += R(0, 0, W, W, 0, { fill: `url(#ca${i})` });
  b += Ci(84, 12, 36, { fill: C.white, fillOpacity: 0.12 });
  b += T(48, 61, 36, c.initials, { fill: C.white, weight: 700, anchor: 'middle', letterSpacing: 0.5 });
  return svgDoc(W, W, b);
}

/* ------------------------------------------------------------------ */
/* Blog 800x520                                                        */
/* ------------------------------------------------------------------ */
const BW = 800, BH = 520;

function blog1() {
  // LLC vs Corp: balance with two buildings
  let b = bgLight(BW, BH, { seed: 701 });
  b += P('M400 120 L400 430', { stroke: C.navy, strokeWidth: 12, strokeLinecap: 'round' });
  b += P('M330 440 H470 L450 410 H350 Z', { fill: C.navy });
  b += G('rotate(-7 400 130)', R(170, 124, 460, 12, 6, { fill: C.navy }) + P('M200 136 L150 270 M200 136 L250 270 M600 136 L550 270 M600 136 L650 270', { stroke: C.grey, strokeWidth: 2.5 }) + P('M130 270 Q200 320 270 270 Z', { fill: C.blue }) + P('M530 270 Q600 320 670 270 Z', { fill: C.amber }));
  b += Ci(400, 120, 20, { fill: C.amber, stroke: C.white, strokeWidth: 5 });
  // small building on left pan (higher because rotate -7 raises left)
  b += G('rotate(-7 400 130)', buildingIcon(150, 160, 100, { body: '#2F68F5', roof: C.navy, win: C.white }));
  // tall tower on right pan
  b += G('rotate(-7 400 130)', R(560, 120, 80, 150, 6, { fill: C.navy }) + R(585, 96, 30, 24, 3, { fill: C.navy }) + [0, 1, 2, 3, 4, 5].map((r) => [0, 1, 2].map((c) => R(572 + c * 22, 134 + r * 22, 12, 12, 2, { fill: r % 2 ? C.amber2 : C.sky })).join('')).join(''));
  b += sparkles(BW, BH, 702);
  return svgDoc(BW, BH, b);
}

function blog2() {
  // non-resident banking: globe + card + arrow
  let b = bgDark(BW, BH, { seed: 711 });
  b += globe(260, 270, 160);
  b += P('M330 140 C460 40 620 90 640 200', { fill: 'none', stroke: C.amber, strokeWidth: 4, strokeDasharray: '4 12', strokeLinecap: 'round' });
  b += P('M626 186 L642 212 L660 184', { fill: 'none', stroke: C.amber, strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round' });
  b += card(440, 230, 300, 188, { grad: 'gBlue', rot: -8, accent: C.amber, filter: 'shd' });
  b += badgeCheck(720, 240, 26, C.teal);
  b += pin(230, 250, 18);
  b += sparkles(BW, BH, 712, [C.white, C.amber2, C.blue3]);
  return svgDoc(BW, BH, b);
}

function blog3() {
  // tax deadline: calendar + clock
  let b = bgLight(BW, BH, { seed: 721, from: '#FFF8EC', to: '#FFE8C2', blob1: '#FFD899', blob2: '#D0E0FF' });
  const x = 190, y = 80;
  let c = R(x, y, 340, 340, 24, { fill: C.white, filter: 'url(#sh)' });
  c += R(x, y, 340, 80, 24, { fill: 'url(#gBlue)' }) + R(x, y + 56, 340, 24, 0, { fill: '#1A50E0' });
  c += R(x + 70, y - 18, 14, 44, 7, { fill: C.navy }) + R(x + 256, y - 18, 14, 44, 7, { fill: C.navy });
  c += R(x + 110, y + 30, 120, 14, 7, { fill: C.white, fillOpacity: 0.9 });
  for (let r = 0; r < 4; r++)
    for (let k = 0; k < 6; k++) {
      const cx = x + 42 + k * 51, cy = y + 122 + r * 56;
      const hi = r === 2 && k === 3;
      if (hi) c += Ci(cx, cy, 24, { fill: C.amber }) + Ci(cx, cy, 32, { fill: 'none', stroke: C.amber, strokeWidth: 3, strokeDasharray: '5 6' });
      else c += R(cx - 12, cy - 5, 24, 10, 5, { fill: r === 0 && k < 2 ? '#EEF1F6' : C.line });
    }
  b += c;
  // clock
  b += Ci(580, 370, 84, { fill: C.navy, filter: 'url(#sh)' }) + Ci(580, 370, 68, { fill: C.white });
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    b += Ci(580 + Math.cos(a) * 56, 370 + Math.sin(a) * 56, i % 3 ? 2.5 : 4.5, { fill: C.navy });
  }
  b += P('M580 370 L580 330 M580 370 L610 386', { stroke: C.navy, strokeWidth: 6, strokeLinecap: 'round' }) + Ci(580, 370, 7, { fill: C.amber });
  b += sparkles(BW, BH, 722, [C.blue, C.amber, C.navy]);
  return svgDoc(BW, BH, b);
}

function blog4() {
  // payments: laptop checkout + wallet
  let b = bgLight(BW, BH, { seed: 731, from: '#F1F6FF', to: '#DCE8FF' });
  // laptop
  let l = R(170, 90, 400, 260, 18, { fill: C.navy, filter: 'url(#sh)' }) + R(184, 104, 372, 232, 8, { fill: C.white });
  l += P('M120 360 H620 L600 386 Q598 392 588 392 H152 Q142 392 140 386 Z', { fill: '#C5D2EA' }) + R(120, 350, 500, 14, 6, { fill: '#DCE4F3' });
  l += R(204, 124, 160, 192, 12, { fill: C.mist });
  l += R(220, 140, 128, 80, 10, { fill: 'url(#gBlue)' }) + Ci(246, 164, 10, { fill: C.amber });
  l += lines(220, 236, 120, 3, { gap: 18, h: 8, seed: 73 });
  l += R(384, 124, 152, 36, 10, { fill: C.white, stroke: C.line, strokeWidth: 2 }) + R(384, 170, 152, 36, 10, { fill: C.white, stroke: C.line, strokeWidth: 2 }) + R(384, 216, 70, 36, 10, { fill: C.white, stroke: C.line, strokeWidth: 2 }) + R(464, 216, 72, 36, 10, { fill: C.white, stroke: C.line, strokeWidth: 2 });
  l += R(398, 138, 80, 8, 4, { fill: C.grey2 }) + R(398, 184, 100, 8, 4, { fill: C.grey2 });
  l += R(384, 272, 152, 40, 12, { fill: C.amber }) + R(424, 288, 72, 8, 4, { fill: C.white });
  b += l;
  // wallet
  let w = R(520, 250, 200, 150, 24, { fill: 'url(#gNavy)', filter: 'url(#sh)' });
  w += G('rotate(-10 610 250)', R(540, 210, 150, 90, 12, { fill: C.amber }) + R(540, 230, 150, 16, 0, { fill: '#D98A0B' }));
  w += R(520, 280, 200, 120, 24, { fill: 'url(#gNavy)' });
  w += R(640, 316, 80, 48, 16, { fill: '#22406F' }) + Ci(666, 340, 9, { fill: C.amber2 });
  b += w;
  b += badgeCheck(690, 220, 26, C.teal);
  b += sparkles(BW, BH, 732);
  return svgDoc(BW, BH, b);
}

function blog5() {
  // choosing a state: dotted US map with pins
  let b = bgDark(BW, BH, { seed: 741 });
  const fit = usFit(90, 70, 620);
  b += usDots(fit, { step: 13, r: 4, opacity: 1, colorFn: (x, y, r) => (r < 0.08 ? C.blue2 : r < 0.12 ? C.amber : '#2D4F86') });
  const pins = [[-107.5, 43], [-75.5, 39.2], [-116.8, 39.5], [-99, 31.5], [-81.5, 28]];
  pins.forEach(([lo, la], i) => {
    const [x, y] = fit.proj(lo, la);
    b += i === 1 ? pin(x, y, 22) : pin(x, y, 14, { fill: 'url(#gBlue)' });
  });
  b += sparkles(BW, BH, 742, [C.white, C.amber2]);
  return svgDoc(BW, BH, b);
}

function blog6() {
  // compliance checklist
  let b = bgLight(BW, BH, { seed: 751, from: '#F0FBF8', to: '#D7F2EA', blob1: '#B8EADF', blob2: '#FFE2A8' });
  const x = 250, y = 60;
  let c = R(x, y, 300, 400, 22, { fill: C.navy, filter: 'url(#sh)' }) + R(x + 18, y + 30, 264, 352, 12, { fill: C.white });
  c += R(x + 100, y - 10, 100, 44, 14, { fill: C.amber }) + Ci(x + 150, y + 6, 8, { fill: C.white });
  for (let i = 0; i < 5; i++) {
    const yy = y + 80 + i * 58;
    const done = i < 4;
    c += R(x + 42, yy, 30, 30, 8, { fill: done ? C.teal : C.white, stroke: done ? C.teal : C.grey2, strokeWidth: 2.5 });
    if (done) c += check(x + 57, yy + 15, 18, C.white, 3.5);
    c += R(x + 88, yy + 4, 140 - (i % 2) * 30, 9, 4.5, { fill: done ? C.grey2 : C.navy });
    c += R(x + 88, yy + 19, 90, 7, 3.5, { fill: C.line });
  }
  b += c;
  // shield
  b += P('M560 290 C590 278 614 272 634 260 C654 272 678 278 708 290 C708 364 678 404 634 426 C590 404 560 364 560 290 Z', { fill: 'url(#gBlue)', filter: 'url(#sh)' });
  b += Star(634, 340, 28, { fill: C.white });
  b += pin(160, 260, 20, { fill: 'url(#gTeal)' });
  b += sparkles(BW, BH, 752, [C.teal, C.amber, C.blue]);
  return svgDoc(BW, BH, b);
}

/* ------------------------------------------------------------------ */
/* Hero 1200x900                                                       */
/* ------------------------------------------------------------------ */
function hero() {
  const W = 1200, H = 900;
  let b = `<defs>
    <linearGradient id="heroBg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#16376B"/><stop offset="0.6" stop-color="#0D2446"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient>
    <linearGradient id="arc" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FFC45C"/><stop offset="1" stop-color="#F5A524"/></linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0B1F3A" stop-opacity="0"/><stop offset="1" stop-color="#0B1F3A" stop-opacity="1"/></linearGradient>
  </defs>`;
  b += R(0, 0, W, H, 0, { fill: 'url(#heroBg)' });
  b += Ci(860, 300, 520, { fill: 'url(#glowB)' });
  b += Ci(180, 760, 360, { fill: 'url(#glowA)', fillOpacity: 0.6 });
  // stars
  const r = rng(1001);
  for (let i = 0; i < 50; i++) b += Ci(r() * W, r() * 420, 0.8 + r() * 1.6, { fill: C.white, fillOpacity: 0.2 + r() * 0.5 });
  // US dotted map
  const fit = usFit(430, 150, 700);
  b += usDots(fit, { step: 14, r: 4.4, opacity: 1, seed: 1002, colorFn: (x, y, q) => (q < 0.07 ? C.blue2 : q < 0.1 ? C.amber2 : '#27508F') });
  // globe
  b += globe(230, 330, 150);
  // arcs from globe to US pins
  const targets = [[-107.5, 43.0], [-75.5, 39.2], [-116.8, 39.5]];
  targets.forEach(([lo, la], i) => {
    const [tx, ty] = fit.proj(lo, la);
    const sx = 300, sy = 240 + i * 40;
    const mx = (sx + tx) / 2, my = Math.min(sy, ty) - 140 - i * 20;
    b += P(`M${sx} ${sy} Q${f(mx)} ${f(my)} ${f(tx)} ${f(ty - 40)}`, { fill: 'none', stroke: i === 1 ? 'url(#arc)' : C.blue3, strokeWidth: i === 1 ? 4 : 2.5, strokeDasharray: i === 1 ? '' : '3 9', strokeLinecap: 'round', strokeOpacity: i === 1 ? 1 : 0.8 });
    b += Ci(sx, sy, 6, { fill: C.white });
  });
  targets.forEach(([lo, la], i) => {
    const [tx, ty] = fit.proj(lo, la);
    b += i === 1 ? pin(tx, ty, 26) : pin(tx, ty, 17, { fill: 'url(#gBlue)' });
  });
  // skyline
  b += skyline(-20, 900, 1240, { seed: 1003, maxH: 300, minH: 110, colors: ['#142F57', '#183763', '#10284B'] });
  b += R(0, 780, W, 120, 0, { fill: 'url(#fade)', fillOpacity: 0.7 });
  // floating UI cards
  let d = R(640, 560, 250, 130, 20, { fill: C.white, filter: 'url(#shd)' });
  d += R(662, 582, 52, 52, 14, { fill: C.pale }) + buildingIcon(664, 582, 48);
  d += R(730, 590, 130, 12, 6, { fill: C.navy }) + R(730, 612, 90, 9, 4.5, { fill: C.grey2 });
  d += R(662, 650, 206, 10, 5, { fill: '#EEF2F8' }) + R(662, 650, 160, 10, 5, { fill: C.teal });
  d += badgeCheck(880, 568, 22, C.teal);
  b += d;
  b += card(900, 600, 250, 156, { grad: 'gBlue', rot: -8, filter: 'shd' });
  let e = R(90, 560, 230, 90, 20, { fill: C.white, filter: 'url(#shd)' });
  e += Ci(134, 605, 24, { fill: C.amber3 }) + Star(134, 605, 12, { fill: C.amber });
  e += R(172, 590, 120, 11, 5.5, { fill: C.navy }) + R(172, 611, 80, 9, 4.5, { fill: C.grey2 });
  b += e;
  return svgDoc(W, H, b);
}

/* ------------------------------------------------------------------ */
/* Brand band background 1600x900                                      */
/* ------------------------------------------------------------------ */
function brandBand() {
  const W = 1600, H = 900;
  let b = `<defs>
    <linearGradient id="bbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0F2749"/><stop offset="1" stop-color="#091830"/></linearGradient>
    <pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0 H0 V64" fill="none" stroke="#FFFFFF" stroke-opacity="0.045" stroke-width="1"/></pattern>
    <radialGradient id="bbglow"><stop offset="0" stop-color="#1F5EFF" stop-opacity="0.28"/><stop offset="1" stop-color="#1F5EFF" stop-opacity="0"/></radialGradient>
    <radialGradient id="bbglowA"><stop offset="0" stop-color="#F5A524" stop-opacity="0.12"/><stop offset="1" stop-color="#F5A524" stop-opacity="0"/></radialGradient>
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

/* ------------------------------------------------------------------ */
/* Brand film frames 1280x720                                          */
/* ------------------------------------------------------------------ */
const FW = 1280, FH = 720;
const FILM_SECONDS = 8, FPS = 24;
function filmFrame(t) {
  // t in [0,1): everything is periodic so the film loops seamlessly
  const TAU = Math.PI * 2;
  const s = (k, ph = 0) => Math.sin(TAU * (k * t + ph));
  const c = (k, ph = 0) => Math.cos(TAU * (k * t + ph));
  let b = `<defs>
    <linearGradient id="fbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#10294D"/><stop offset="1" stop-color="#0A1B33"/></linearGradient>
    <radialGradient id="fb1"><stop offset="0" stop-color="#1F5EFF" stop-opacity="0.55"/><stop offset="1" stop-color="#1F5EFF" stop-opacity="0"/></radialGradient>
    <radialGradient id="fb2"><stop offset="0" stop-color="#4F82FF" stop-opacity="0.35"/><stop offset="1" stop-color="#4F82FF" stop-opacity="0"/></radialGradient>
    <radialGradient id="fb3"><stop offset="0" stop-color="#F5A524" stop-opacity="0.28"/><stop offset="1" stop-color="#F5A524" stop-opacity="0"/></radialGradient>
    <radialGradient id="fb4"><stop offset="0" stop-color="#1FB5A0" stop-opacity="0.18"/><stop offset="1" stop-color="#1FB5A0" stop-opacity="0"/></radialGradient>
    <linearGradient id="farc" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient>
  </defs>`;
  b += R(0, 0, FW, FH, 0, { fill: 'url(#fbg)' });
  b += Ci(900 + 120 * c(1), 220 + 60 * s(1), 520, { fill: 'url(#fb1)' });
  b += Ci(300 + 100 * s(1, 0.3), 520 + 50 * c(1, 0.3), 420, { fill: 'url(#fb2)' });
  b += Ci(640 + 180 * c(1, 0.6), 640 + 40 * s(2, 0.1), 360, { fill: 'url(#fb3)' });
  b += Ci(200 + 60 * c(1, 0.8), 140 + 50 * s(1, 0.2), 300, { fill: 'url(#fb4)' });
  // drifting dot grid (moves one cell per loop)
  const cell = 40;
  b += `<pattern id="fdots" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse" patternTransform="translate(${f(t * cell)} ${f(-t * cell)})"><circle cx="2" cy="2" r="1.3" fill="#FFFFFF" fill-opacity="0.10"/></pattern>`;
  b += R(0, 0, FW, FH, 0, { fill: 'url(#fdots)' });
  // bridge
  const deckY = 520;
  const arcTop = 250;
  const bx0 = 140, bx1 = 1140;
  const q = (u) => [(1 - u) ** 2 * bx0 + 2 * (1 - u) * u * 640 + u * u * bx1, (1 - u) ** 2 * deckY + 2 * (1 - u) * u * arcTop + u * u * deckY];
  for (let i = 1; i < 20; i++) {
    const [x, y] = q(i / 20);
    b += P(`M${f(x)} ${f(y)} V${deckY}`, { stroke: C.white, strokeOpacity: 0.12, strokeWidth: 2 });
  }
  b += P(`M${bx0} ${deckY} Q640 ${arcTop} ${bx1} ${deckY}`, { fill: 'none', stroke: C.white, strokeOpacity: 0.3, strokeWidth: 4, strokeLinecap: 'round' });
  b += R(bx0 - 40, deckY, bx1 - bx0 + 80, 6, 3, { fill: C.white, fillOpacity: 0.3 });
  // pylons
  b += R(bx0 - 8, deckY - 40, 16, 120, 4, { fill: C.white, fillOpacity: 0.18 }) + R(bx1 - 8, deckY - 40, 16, 120, 4, { fill: C.white, fillOpacity: 0.18 });
  // travelling light along the arc (there and back = loop)
  const u = 0.5 - 0.5 * Math.cos(TAU * t);
  const [lx, ly] = q(u);
  b += Ci(lx, ly, 40, { fill: 'url(#glowW)', fillOpacity: 0.35 }) + Ci(lx, ly, 6, { fill: C.white });
  // star above the bridge
  const pulse = 1 + 0.06 * s(2);
  b += Ci(640, 200, 110, { fill: 'url(#fb3)' });
  b += G(`translate(640 200) rotate(${f(8 * s(1))}) scale(${f(pulse)})`, `<polygon points="${starPts(0, 0, 54, 24)}" fill="url(#gAmber)" stroke="#FFC45C" stroke-width="4" stroke-linejoin="round"/>`);
  // rising particles (integer loops keep it seamless)
  const r = rng(4242);
  for (let i = 0; i < 40; i++) {
    const x0 = r() * FW;
    const y0 = r() * FH;
    const loops = 1 + Math.floor(r() * 2);
    const y = (((y0 - t * loops * (FH + 40)) % (FH + 40)) + FH + 40) % (FH + 40) - 20;
    const x = x0 + 12 * Math.sin(TAU * (t * loops + r()));
    const rad = 1.5 + r() * 2.5;
    b += Ci(x, y, rad, { fill: i % 6 === 0 ? C.amber2 : C.white, fillOpacity: f(0.15 + r() * 0.35) });
  }
  // floating outline shapes
  const shapes = [
    [180, 180, 'sq', C.blue3],
    [1080, 140, 'ci', C.amber2],
    [1120, 600, 'sq', C.white],
    [120, 620, 'ci', C.blue3],
    [960, 380, 'tri', C.white],
  ];
  shapes.forEach(([x, y, k, col], i) => {
    const dx = 14 * s(1, i * 0.17), dy = 18 * c(1, i * 0.23);
    const rot = k === 'sq' ? 90 * t * (i % 2 ? 1 : -1) : k === 'tri' ? 120 * t : 0;
    let sh = '';
    if (k === 'sq') sh = R(-18, -18, 36, 36, 8, { fill: 'none', stroke: col, strokeOpacity: 0.5, strokeWidth: 3 });
    if (k === 'ci') sh = Ci(0, 0, 18, { fill: 'none', stroke: col, strokeOpacity: 0.5, strokeWidth: 3 });
    if (k === 'tri') sh = `<polygon points="0,-22 19,11 -19,11" fill="none" stroke="${col}" stroke-opacity="0.4" stroke-width="3" stroke-linejoin="round"/>`;
    b += G(`translate(${f(x + dx)} ${f(y + dy)}) rotate(${f(rot)})`, sh);
  });
  // small docs / card icons orbiting gently
  const icons = [
    [300, 330, 'doc'],
    [980, 470, 'card'],
  ];
  icons.forEach(([x, y, k], i) => {
    const dy = 10 * s(1, i * 0.5);
    let g = '';
    if (k === 'doc') g = R(-30, -38, 60, 76, 10, { fill: C.white, fillOpacity: 0.9 }) + R(-18, -22, 36, 6, 3, { fill: C.blue }) + R(-18, -8, 30, 5, 2.5, { fill: C.line }) + R(-18, 4, 36, 5, 2.5, { fill: C.line }) + Ci(12, 22, 8, { fill: C.amber });
    else g = R(-52, -32, 104, 64, 10, { fill: 'url(#gBlue)' }) + R(-40, -16, 18, 13, 3, { fill: C.amber2 }) + R(-40, 10, 50, 5, 2.5, { fill: C.white, fillOpacity: 0.6 });
    b += G(`translate(${x} ${f(y + dy)}) rotate(${i ? -8 : 6})`, g, { opacity: 0.9 });
  });
  // soft vignette
  b += `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000814" stop-opacity="0"/><stop offset="1" stop-color="#000814" stop-opacity="0.45"/></radialGradient></defs>`;
  b += R(0, 0, FW, FH, 0, { fill: 'url(#vig)' });
  return svgDoc(FW, FH, b);
}

/* ------------------------------------------------------------------ */
/* Brands 160x60 (SVG)                                                 */
/* ------------------------------------------------------------------ */
const BRAND_GREY = '#747E8F';
const BRAND_GREY2 = '#9AA3B2';
function brandSvg(glyph, name, { size = 20, spacing = -0.3 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60" role="img" aria-label="${name}">
  <title>${name}</title>
  <g fill="${BRAND_GREY}">${glyph}</g>
  ${T(50, 37.5, size, name, { weight: 700, letterSpacing: spacing, fill: BRAND_GREY })}
</svg>
`;
}
const BRANDS = [
  // Peakline: two mountain peaks
  ['Peakline', `<path d="M6 44 L19 20 L26 32 L31 24 L42 44 Z"/><path d="M19 20 L23 27 L19 26 L15 28 Z" fill="${BRAND_GREY2}"/>`],
  // Lumora: sun / concentric
  ['Lumora', `<circle cx="24" cy="30" r="8"/><path d="M24 12 v5 M24 43 v5 M6 30 h5 M37 30 h5 M11.3 17.3 l3.5 3.5 M33.2 39.2 l3.5 3.5 M11.3 42.7 l3.5 -3.5 M33.2 20.8 l3.5 -3.5" stroke="${BRAND_GREY2}" stroke-width="3" stroke-linecap="round"/>`],
  // Quantive: stacked bars
  ['Quantive', `<rect x="8" y="32" width="8" height="14" rx="2"/><rect x="19" y="24" width="8" height="22" rx="2"/><rect x="30" y="14" width="8" height="32" rx="2" fill="${BRAND_GREY2}"/>`],
  // Harborly: anchor-ish wave in a circle
  ['Harborly', `<circle cx="24" cy="30" r="17" fill="none" stroke="${BRAND_GREY}" stroke-width="3.5"/><path d="M13 31 q5.5 -6 11 0 t11 0" fill="none" stroke="${BRAND_GREY2}" stroke-width="3.5" stroke-linecap="round"/><path d="M13 38 q5.5 -6 11 0 t11 0" fill="none" stroke="${BRAND_GREY}" stroke-width="3.5" stroke-linecap="round"/>`],
  // Veloxa: forward chevrons
  ['Veloxa', `<path d="M6 16 L20 30 L6 44 H14 L28 30 L14 16 Z"/><path d="M20 16 L34 30 L20 44 H28 L42 30 L28 16 Z" fill="${BRAND_GREY2}"/>`],
];

/* ------------------------------------------------------------------ */
/* Icons, OG image, about, 404                                         */
/* ------------------------------------------------------------------ */
function markBody(id = 'mk', { rounded = true, pad = 0 } = {}) {
  // 64-unit monogram: amber star over a suspension-bridge arc on navy
  const bg = `<rect x="${-pad}" y="${-pad}" width="${64 + 2 * pad}" height="${64 + 2 * pad}" rx="${rounded ? 14 : 0}" fill="url(#${id})"/>`;
  return `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1D4280"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient></defs>
  ${bg}
  <path d="M22 41.5 V47 M42 41.5 V47" stroke="#8FB0FF" stroke-width="3" stroke-linecap="round"/>
  <path d="M8 49 Q32 24 56 49" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>
  <path d="M7 49 H57" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>
  <polygon points="${starPts(32, 21, 14, 6.4)}" fill="#F5A524" stroke="#F5A524" stroke-width="2.5" stroke-linejoin="round"/>`;
}
function markSvg(size, { rounded = true, pad = 0 } = {}) {
  const vb = `${-pad} ${-pad} ${64 + 2 * pad} ${64 + 2 * pad}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${vb}">${markBody('mk', { rounded, pad })}</svg>`;
}

function ogImage() {
  const W = 1200, H = 630;
  let b = `<defs>
    <linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#16376B"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient>
  </defs>`;
  b += R(0, 0, W, H, 0, { fill: 'url(#og)' });
  b += R(0, 0, W, H, 0, { fill: 'url(#dotsW)' });
  b += Ci(1000, 120, 480, { fill: 'url(#glowB)' });
  b += Ci(100, 640, 300, { fill: 'url(#glowA)' });
  const fit = usFit(640, 170, 500);
  b += usDots(fit, { step: 12, r: 3.8, opacity: 1, seed: 77, colorFn: (x, y, q) => (q < 0.07 ? C.blue2 : '#2A5394') });
  const [tx, ty] = fit.proj(-75.5, 39.2);
  b += pin(tx, ty, 22);
  const [wx, wy] = fit.proj(-107.5, 43);
  b += pin(wx, wy, 15, { fill: 'url(#gBlue)' });
  b += P(`M${f(wx)} ${f(wy - 30)} Q${f((wx + tx) / 2)} ${f(wy - 150)} ${f(tx)} ${f(ty - 40)}`, { fill: 'none', stroke: C.amber, strokeWidth: 3, strokeDasharray: '3 9', strokeLinecap: 'round' });
  // mark
  b += G('translate(80 140) scale(1.5)', markBody('mk2'));
  b += T(80, 320, 68, 'StarBridge', { weight: 800, letterSpacing: -1.5, fill: '#FFFFFF' });
  b += T(80, 396, 68, 'Formation', { weight: 800, letterSpacing: -1.5, fill: '#F5A524' });
  b += T(80, 458, 28, 'Launch your US company from anywhere', { weight: 500, fill: '#C6D4F0' });
  const pills = ['LLC & C-Corp', 'EIN', 'US banking'];
  let px = 80;
  pills.forEach((p) => {
    const w = 26 + p.length * 12.2;
    b += R(px, 500, w, 46, 23, { fill: C.white, fillOpacity: 0.1, stroke: C.white, strokeOpacity: 0.25 });
    b += T(px + w / 2, 530, 20, p, { weight: 600, anchor: 'middle', fill: '#FFFFFF' });
    px += w + 14;
  });
  b += R(0, H - 8, W, 8, 0, { fill: C.blue });
  b += R(0, H - 8, 300, 8, 0, { fill: C.amber });
  return svgDoc(W, H, b);
}

function about() {
  const W = 800, H = 640;
  let b = bgLight(W, H, { seed: 1201 });
  // connecting lines
  const people = [
    [140, 150, { bg: '#FFE3B0', skin: SKINS[4], hair: '#1C1310', shirt: C.blue }],
    [660, 140, { bg: '#CFEFE6', skin: SKINS[0], hair: '#7A4A2A', shirt: C.navy }],
    [110, 470, { bg: '#E5DEFF', skin: SKINS[2], hair: '#2B1B14', shirt: C.teal }],
    [690, 470, { bg: '#FFD9CF', skin: SKINS[6], hair: '#141414', shirt: C.amber }],
  ];
  people.forEach(([x, y]) => (b += P(`M${x} ${y} Q${(x + 400) / 2} ${y < 300 ? y + 120 : y - 120} 400 330`, { fill: 'none', stroke: C.blue, strokeOpacity: 0.45, strokeWidth: 3, strokeDasharray: '2 10', strokeLinecap: 'round' })));
  // globe behind
  b += globe(400, 300, 200, { fill: 'url(#gBlue)', lineOp: 0.25 });
  // building platform
  b += El(400, 530, 210, 36, { fill: C.navy, fillOpacity: 0.12 });
  let bl = '';
  bl += R(300, 250, 200, 280, 10, { fill: C.white, filter: 'url(#sh)' });
  bl += P('M280 254 L400 180 L520 254 Z', { fill: C.navy });
  bl += R(280, 246, 240, 16, 4, { fill: C.navy });
  for (let i = 0; i < 4; i++) bl += R(322 + i * 42, 284, 22, 180, 11, { fill: i % 3 ? C.sky : '#DDE8FF' });
  bl += R(372, 470, 56, 60, 8, { fill: C.navy }) + Ci(416, 502, 3, { fill: C.amber });
  bl += R(270, 520, 260, 16, 4, { fill: C.navy });
  bl += Star(400, 222, 14, { fill: C.amber });
  b += bl;
  // flag pole
  b += R(498, 130, 4, 60, 2, { fill: C.navy }) + P('M502 132 L540 142 L502 152 Z', { fill: C.amber });
  people.forEach(([x, y, o]) => (b += avatarBubble(x, y, 54, o)));
  b += badgeCheck(560, 250, 24, C.teal);
  b += sparkles(W, H, 1202);
  return svgDoc(W, H, b);
}

function notFound() {
  const W = 600, H = 400;
  const four = (x, y, col) =>
    P(`M${x + 52} ${y} L${x} ${y + 80} H${x + 78} M${x + 52} ${y} V${y + 124}`, { fill: 'none', stroke: col, strokeWidth: 24, strokeLinecap: 'round', strokeLinejoin: 'round' });
  let b = `<defs><linearGradient id="nfbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F4F7FF"/><stop offset="1" stop-color="#E6EEFF"/></linearGradient></defs>`;
  b += R(0, 0, W, H, 24, { fill: 'url(#nfbg)' });
  b += Ci(500, 70, 110, { fill: C.sky, fillOpacity: 0.5 }) + Ci(80, 360, 90, { fill: C.amber3, fillOpacity: 0.6 });
  // clouds
  const cloud = (x, y, s) => G(`translate(${x} ${y}) scale(${s})`, P('M0 30 Q0 10 20 10 Q28 -8 50 0 Q70 -6 76 14 Q96 14 96 30 Z', { fill: C.white }));
  b += cloud(60, 60, 1) + cloud(440, 290, 0.8);
  // ground shadow
  b += El(300, 330, 200, 16, { fill: C.navy, fillOpacity: 0.08 });
  b += four(98, 150, C.navy);
  b += four(424, 150, C.navy);
  // the "0": a globe with a pin
  b += globe(300, 212, 74, { fill: 'url(#gBlue)', lineOp: 0.35 });
  b += pin(330, 186, 16);
  // dashed wandering path + paper plane
  b += P('M120 110 C180 40 260 120 300 80 S420 30 470 110', { fill: 'none', stroke: C.blue, strokeOpacity: 0.5, strokeWidth: 3, strokeDasharray: '3 10', strokeLinecap: 'round' });
  b += G('translate(470 110) rotate(50)', P('M0 -20 L14 18 L0 10 L-14 18 Z', { fill: C.amber, stroke: C.amber, strokeWidth: 2, strokeLinejoin: 'round' }));
  b += Star(120, 110, 9, { fill: C.amber });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="Page not found illustration"><defs>${commonDefs()}<clipPath id="nfclip"><rect width="${W}" height="${H}" rx="24"/></clipPath></defs><g clip-path="url(#nfclip)">${b}</g></svg>\n`;
}

/* ------------------------------------------------------------------ */
/* Output                                                              */
/* ------------------------------------------------------------------ */
const written = [];
async function out(rel, data) {
  const file = path.join(PUB, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  written.push(rel);
}
async function webp(rel, svg, w, h, quality = 70) {
  const buf = await sharp(Buffer.from(svg), { density: 72 })
    .resize(w, h, { fit: 'fill' })
    .webp({ quality, effort: 6, smartSubsample: true })
    .toBuffer();
  await out(rel, buf);
}
async function png(rel, svg, w, h, opts = {}) {
  const buf = await sharp(Buffer.from(svg)).resize(w, h, { fit: 'fill' }).png({ compressionLevel: 9, ...opts }).toBuffer();
  await out(rel, buf);
}

function run(cmd, argv, input) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, argv, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}\n${err.slice(-2000)}`))));
    if (input) input(p.stdin).catch(reject);
  });
}

async function film() {
  const frames = FILM_SECONDS * FPS;
  await webp('images/brand-band/poster.webp', filmFrame(0), FW, FH, 72);
  if (NO_VIDEO) return;
  const dir = path.join(PUB, 'media');
  await mkdir(dir, { recursive: true });
  // Render frames once into a raw RGB file, then encode twice (H.264 + VP9).
  const rawFile = path.join(process.env.TMPDIR || '/tmp', `starbridge-film-${process.pid}.rgb`);
  const { createWriteStream } = await import('node:fs');
  const ws = createWriteStream(rawFile);
  for (let i = 0; i < frames; i++) {
    const buf = await sharp(Buffer.from(filmFrame(i / frames))).removeAlpha().raw().toBuffer();
    if (!ws.write(buf)) await new Promise((r) => ws.once('drain', r));
    if (i % 24 === 0) process.stdout.write(`  film frame ${i}/${frames}\r`);
  }
  await new Promise((r) => ws.end(r));
  const inArgs = ['-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${FW}x${FH}`, '-r', String(FPS), '-i', rawFile];
  await run('ffmpeg', [...inArgs, '-an', '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '24', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart', path.join(dir, 'brand-film.mp4')]);
  written.push('media/brand-film.mp4');
  await run('ffmpeg', [...inArgs, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-pix_fmt', 'yuv420p', path.join(dir, 'brand-film.webm')]);
  written.push('media/brand-film.webm');
  const { unlink } = await import('node:fs/promises');
  await unlink(rawFile).catch(() => {});
}

const services = [service1, service2, service3, service4, service5, service6];
const projects = [project1, project2, project3, project4, project5, project6];
const blogs = [blog1, blog2, blog3, blog4, blog5, blog6];

if (want('services')) for (let i = 0; i < 6; i++) await webp(`images/services/service-${i + 1}.webp`, services[i](), SW, SH);
if (want('projects')) for (let i = 0; i < 6; i++) await webp(`images/projects/project-${i + 1}.webp`, projects[i](), PW, PH);
if (want('team')) for (let i = 0; i < 8; i++) await webp(`images/team/member-${i + 1}.webp`, teamMember(i), 480, 560);
if (want('blog')) for (let i = 0; i < 6; i++) await webp(`images/blog/post-${i + 1}.webp`, blogs[i](), BW, BH);
if (want('testimonials')) for (let i = 0; i < 6; i++) await webp(`images/testimonials/person-${i + 1}.webp`, testimonial(i), 160, 160, 78);
if (want('comments')) for (let i = 0; i < 3; i++) await webp(`images/comments/avatar-${i + 1}.webp`, commentAvatar(i), 96, 96, 80);
if (want('banner')) {
  await webp('images/banner/hero.webp', hero(), 1200, 900, 68);
  // The phone's copy (src/content/images.ts narrowerCopies).
  await webp('images/banner/hero-720.webp', hero(), 720, 540, 68);
}
if (want('brandband')) await webp('images/brand-band/background.webp', brandBand(), 1600, 900, 68);
if (want('film')) await film();
if (want('brands')) for (let i = 0; i < BRANDS.length; i++) await out(`images/brands/brand-${i + 1}.svg`, brandSvg(BRANDS[i][1], BRANDS[i][0]));
if (want('about')) await webp('images/about/about.webp', about(), 800, 640);
if (want('icons')) {
  await out('favicon.svg', markSvg(64) + '\n');
  await png('apple-touch-icon.png', markSvg(180, { rounded: false, pad: 8 }), 180, 180);
}
if (want('og')) await png('og-image.png', ogImage(), 1200, 630, { palette: true, quality: 90, colors: 128, dither: 0.6 });
if (want('notfound')) await out('images/not-found.svg', notFound());

for (const rel of written) {
  const st = await stat(path.join(PUB, rel));
  console.log(`${String(st.size).padStart(8)}  public/${rel}`);
}
