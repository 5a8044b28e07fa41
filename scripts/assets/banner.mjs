/** The home page hero (1200×900, and a 720 px copy for phones): globe, flight arcs to a dotted US map, night skyline. */
import { C } from './palette.mjs';
import { badgeCheck, buildingIcon, card, globe, pin } from './shared/props.mjs';
import { webp } from './shared/raster.mjs';
import { usDots, usFit } from './shared/usMap.mjs';
import { Ci, f, P, R, rng, Star, svgDoc } from './shared/svg.mjs';

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

function hero() {
  const W = 1200,
    H = 900;
  let b = `<defs>
    <linearGradient id="heroBg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${C.dusk}"/><stop offset="0.6" stop-color="#0D2446"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>
    <linearGradient id="arc" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.amber2}"/><stop offset="1" stop-color="${C.amber}"/></linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy}" stop-opacity="0"/><stop offset="1" stop-color="${C.navy}" stop-opacity="1"/></linearGradient>
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
  const targets = [
    [-107.5, 43.0],
    [-75.5, 39.2],
    [-116.8, 39.5],
  ];
  targets.forEach(([lo, la], i) => {
    const [tx, ty] = fit.proj(lo, la);
    const sx = 300,
      sy = 240 + i * 40;
    const mx = (sx + tx) / 2,
      my = Math.min(sy, ty) - 140 - i * 20;
    b += P(`M${sx} ${sy} Q${f(mx)} ${f(my)} ${f(tx)} ${f(ty - 40)}`, {
      fill: 'none',
      stroke: i === 1 ? 'url(#arc)' : C.blue3,
      strokeWidth: i === 1 ? 4 : 2.5,
      strokeDasharray: i === 1 ? '' : '3 9',
      strokeLinecap: 'round',
      strokeOpacity: i === 1 ? 1 : 0.8,
    });
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

const about = 'Hero: globe with flight arcs to a dot-matrix US map, night skyline, UI cards';

export default {
  name: 'banner',
  files: [
    { path: 'images/banner/hero.webp', width: 1200, height: 900, about, render: () => webp(hero(), 1200, 900, 68) },
    {
      path: 'images/banner/hero-720.webp',
      width: 720,
      height: 540,
      // The phone's copy (src/content/images.ts narrowerCopies): the same picture, fewer bytes on a slow line.
      about: 'The hero for phones (srcset), resampled from the same drawing',
      render: () => webp(hero(), 720, 540, 68),
    },
  ],
};
