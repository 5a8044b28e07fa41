/** SVG building blocks shared by every family: shapes, outlined text, the common defs and the document. */
import { C, gradient } from '../palette.mjs';
import { outlinedText } from '../outlineText.mjs';

/** Seeded random numbers, so every run draws the same pictures. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Two decimals are below a pixel and keep the SVG short. */
export const f = (n) => +n.toFixed(2);
export const attrs = (o = {}) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${v}"`)
    .join(' ');
export const R = (x, y, w, h, r = 0, o = {}) => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" ${attrs(o)}/>`;
export const Ci = (cx, cy, r, o = {}) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs(o)}/>`;
export const El = (cx, cy, rx, ry, o = {}) => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${attrs(o)}/>`;
export const P = (d, o = {}) => `<path d="${d}" ${attrs(o)}/>`;
export const G = (t, body, o = {}) => `<g ${t ? `transform="${t}"` : ''} ${attrs(o)}>${body}</g>`;
/** Text as outlines in the site's Inter (see outlineText.mjs); `o` holds presentation attributes. */
export const T = (x, y, size, txt, { weight = 400, anchor = 'start', letterSpacing = 0, ...o } = {}) => outlinedText(txt, { x, y, size, weight, anchor, letterSpacing }, attrs(o));

export function starPts(cx, cy, Ro, Ri, n = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const r = i % 2 ? Ri : Ro;
    pts.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}
export const Star = (cx, cy, Ro, o = {}) => `<polygon points="${starPts(cx, cy, Ro, Ro * 0.45)}" stroke-linejoin="round" ${attrs(o)}/>`;

export const check = (cx, cy, s, color = C.white, w = 3) =>
  P(`M${f(cx - s * 0.5)} ${f(cy)} L${f(cx - s * 0.12)} ${f(cy + s * 0.38)} L${f(cx + s * 0.55)} ${f(cy - s * 0.4)}`, {
    fill: 'none',
    stroke: color,
    strokeWidth: w,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  });

export function commonDefs() {
  return `
  <filter id="sh" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="${C.navy}" flood-opacity="0.16"/></filter>
  <filter id="shs" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="5" stdDeviation="6" flood-color="${C.navy}" flood-opacity="0.14"/></filter>
  <filter id="shd" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="16" stdDeviation="18" flood-color="${C.shadow}" flood-opacity="0.45"/></filter>
  <linearGradient id="gBlue" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient.blue[0]}"/><stop offset="1" stop-color="${gradient.blue[1]}"/></linearGradient>
  <linearGradient id="gNavy" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient.navy[0]}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>
  <linearGradient id="gAmber" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient.amber[0]}"/><stop offset="1" stop-color="${gradient.amber[1]}"/></linearGradient>
  <linearGradient id="gSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${gradient.sky[0]}"/><stop offset="1" stop-color="${gradient.sky[1]}"/></linearGradient>
  <linearGradient id="gTeal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient.teal[0]}"/><stop offset="1" stop-color="${gradient.teal[1]}"/></linearGradient>
  <radialGradient id="glowW"><stop offset="0" stop-color="${C.white}" stop-opacity="0.9"/><stop offset="1" stop-color="${C.white}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowB"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowA"><stop offset="0" stop-color="${C.amber}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.amber}" stop-opacity="0"/></radialGradient>
  <pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${C.blue}" fill-opacity="0.18"/></pattern>
  <pattern id="dotsW" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="${C.white}" fill-opacity="0.12"/></pattern>`;
}
export const svgDoc = (w, h, body, defs = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${commonDefs()}${defs}</defs>${body}</svg>`;

export function plus(cx, cy, s, color, w = 3) {
  return P(`M${cx - s} ${cy} H${cx + s} M${cx} ${cy - s} V${cy + s}`, { stroke: color, strokeWidth: w, strokeLinecap: 'round' });
}
