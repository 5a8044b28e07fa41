/** The contiguous US as dots: an Albers projection of a simplified outline, fitted to a box. */
import { C } from '../palette.mjs';
import { f, rng } from './svg.mjs';

const US = [
  [-124.7, 48.4],
  [-123.2, 48.2],
  [-122.8, 49.0],
  [-95.2, 49.0],
  [-94.6, 48.7],
  [-93.0, 48.6],
  [-91.0, 48.2],
  [-89.6, 48.0],
  [-88.4, 48.3],
  [-84.8, 46.9],
  [-84.4, 46.5],
  [-83.6, 46.1],
  [-82.5, 45.3],
  [-82.1, 43.6],
  [-82.4, 43.0],
  [-83.1, 42.3],
  [-82.7, 41.9],
  [-81.2, 42.3],
  [-79.8, 42.5],
  [-79.0, 42.9],
  [-79.1, 43.3],
  [-78.0, 43.6],
  [-76.5, 43.6],
  [-76.3, 44.2],
  [-74.9, 45.0],
  [-71.5, 45.0],
  [-71.1, 45.3],
  [-70.6, 45.7],
  [-70.0, 46.7],
  [-69.2, 47.45],
  [-68.2, 47.35],
  [-67.8, 47.06],
  [-67.8, 45.7],
  [-67.0, 44.9],
  [-68.0, 44.4],
  [-69.0, 44.0],
  [-70.2, 43.7],
  [-70.7, 43.0],
  [-70.9, 42.4],
  [-70.0, 41.8],
  [-70.6, 41.5],
  [-71.9, 41.3],
  [-73.6, 40.95],
  [-74.0, 40.5],
  [-74.1, 39.8],
  [-74.9, 38.95],
  [-75.05, 38.45],
  [-75.4, 37.9],
  [-75.95, 37.15],
  [-76.0, 36.6],
  [-75.5, 35.8],
  [-75.5, 35.25],
  [-76.5, 34.7],
  [-77.9, 33.9],
  [-78.5, 33.85],
  [-79.2, 33.2],
  [-80.4, 32.4],
  [-81.1, 31.9],
  [-81.4, 30.7],
  [-81.2, 29.6],
  [-80.6, 28.4],
  [-80.1, 26.7],
  [-80.1, 25.8],
  [-80.4, 25.2],
  [-81.1, 25.1],
  [-81.7, 25.9],
  [-82.2, 26.7],
  [-82.7, 27.6],
  [-82.6, 28.7],
  [-83.1, 29.3],
  [-84.0, 30.1],
  [-85.3, 29.7],
  [-86.4, 30.4],
  [-88.0, 30.4],
  [-89.4, 30.2],
  [-89.2, 29.2],
  [-90.0, 29.1],
  [-91.3, 29.3],
  [-92.3, 29.55],
  [-93.8, 29.7],
  [-94.8, 29.3],
  [-96.5, 28.3],
  [-97.3, 27.4],
  [-97.15, 25.95],
  [-98.2, 26.1],
  [-99.1, 26.5],
  [-99.5, 27.5],
  [-100.3, 28.3],
  [-101.4, 29.8],
  [-102.4, 29.8],
  [-103.0, 29.0],
  [-104.0, 29.3],
  [-104.7, 30.2],
  [-106.5, 31.8],
  [-108.2, 31.8],
  [-108.2, 31.33],
  [-111.1, 31.33],
  [-114.8, 32.5],
  [-114.7, 32.72],
  [-117.1, 32.53],
  [-117.3, 33.1],
  [-118.1, 33.75],
  [-118.5, 34.0],
  [-119.2, 34.15],
  [-120.6, 34.55],
  [-120.9, 35.4],
  [-121.9, 36.3],
  [-122.4, 37.2],
  [-122.5, 37.8],
  [-123.0, 38.0],
  [-123.7, 38.9],
  [-123.8, 39.8],
  [-124.4, 40.4],
  [-124.1, 41.0],
  [-124.2, 42.0],
  [-124.5, 42.8],
  [-124.1, 43.7],
  [-123.9, 45.5],
  [-124.0, 46.3],
  [-124.1, 47.0],
];
function albers(lon, lat) {
  const d = Math.PI / 180;
  const p1 = 29.5 * d,
    p2 = 45.5 * d,
    p0 = 37.5 * d,
    l0 = -96 * d;
  const n = (Math.sin(p1) + Math.sin(p2)) / 2;
  const c = Math.cos(p1) ** 2 + 2 * n * Math.sin(p1);
  const r0 = Math.sqrt(c - 2 * n * Math.sin(p0)) / n;
  const r = Math.sqrt(c - 2 * n * Math.sin(lat * d)) / n;
  const th = n * (lon * d - l0);
  return [r * Math.sin(th), -(r0 - r * Math.cos(th))];
}
const US_RAW = US.map(([lo, la]) => albers(lo, la));
/** Returns a projector fitting the US into box (x,y,w,h). */
export function usFit(x, y, w) {
  const xs = US_RAW.map((p) => p[0]);
  const ys = US_RAW.map((p) => p[1]);
  const minX = Math.min(...xs),
    maxX = Math.max(...xs),
    minY = Math.min(...ys),
    maxY = Math.max(...ys);
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
/** Dot-matrix US map. */
export function usDots(fit, { step = 12, r = 3.6, fill = C.blue, opacity = 0.5, seed = 5, colorFn } = {}) {
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
