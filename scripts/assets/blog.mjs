/** The six blog post covers (800×520). */
import { C } from './palette.mjs';
import { badgeCheck, buildingIcon, card, globe, lines, pin } from './shared/props.mjs';
import { bgDark, bgLight, sparkles } from './shared/backdrops.mjs';
import { webp } from './shared/raster.mjs';
import { usDots, usFit } from './shared/usMap.mjs';
import { check, Ci, G, P, R, Star, svgDoc } from './shared/svg.mjs';

const BW = 800,
  BH = 520;

function blog1() {
  // LLC vs Corp: balance with two buildings
  let b = bgLight(BW, BH, { seed: 701 });
  b += P('M400 120 L400 430', { stroke: C.navy, strokeWidth: 12, strokeLinecap: 'round' });
  b += P('M330 440 H470 L450 410 H350 Z', { fill: C.navy });
  b += G(
    'rotate(-7 400 130)',
    R(170, 124, 460, 12, 6, { fill: C.navy }) +
      P('M200 136 L150 270 M200 136 L250 270 M600 136 L550 270 M600 136 L650 270', { stroke: C.grey, strokeWidth: 2.5 }) +
      P('M130 270 Q200 320 270 270 Z', { fill: C.blue }) +
      P('M530 270 Q600 320 670 270 Z', { fill: C.amber }),
  );
  b += Ci(400, 120, 20, { fill: C.amber, stroke: C.white, strokeWidth: 5 });
  // small building on left pan (higher because rotate -7 raises left)
  b += G('rotate(-7 400 130)', buildingIcon(150, 160, 100, { body: '#2F68F5', roof: C.navy, win: C.white }));
  // tall tower on right pan
  b += G(
    'rotate(-7 400 130)',
    R(560, 120, 80, 150, 6, { fill: C.navy }) +
      R(585, 96, 30, 24, 3, { fill: C.navy }) +
      [0, 1, 2, 3, 4, 5].map((r) => [0, 1, 2].map((c) => R(572 + c * 22, 134 + r * 22, 12, 12, 2, { fill: r % 2 ? C.amber2 : C.sky })).join('')).join(''),
  );
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
  const x = 190,
    y = 80;
  let c = R(x, y, 340, 340, 24, { fill: C.white, filter: 'url(#sh)' });
  c += R(x, y, 340, 80, 24, { fill: 'url(#gBlue)' }) + R(x, y + 56, 340, 24, 0, { fill: '#1A50E0' });
  c += R(x + 70, y - 18, 14, 44, 7, { fill: C.navy }) + R(x + 256, y - 18, 14, 44, 7, { fill: C.navy });
  c += R(x + 110, y + 30, 120, 14, 7, { fill: C.white, fillOpacity: 0.9 });
  for (let r = 0; r < 4; r++)
    for (let k = 0; k < 6; k++) {
      const cx = x + 42 + k * 51,
        cy = y + 122 + r * 56;
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
  l +=
    R(384, 124, 152, 36, 10, { fill: C.white, stroke: C.line, strokeWidth: 2 }) +
    R(384, 170, 152, 36, 10, { fill: C.white, stroke: C.line, strokeWidth: 2 }) +
    R(384, 216, 70, 36, 10, { fill: C.white, stroke: C.line, strokeWidth: 2 }) +
    R(464, 216, 72, 36, 10, { fill: C.white, stroke: C.line, strokeWidth: 2 });
  l += R(398, 138, 80, 8, 4, { fill: C.grey2 }) + R(398, 184, 100, 8, 4, { fill: C.grey2 });
  l += R(384, 272, 152, 40, 12, { fill: C.amber }) + R(424, 288, 72, 8, 4, { fill: C.white });
  b += l;
  // wallet
  let w = R(520, 250, 200, 150, 24, { fill: 'url(#gNavy)', filter: 'url(#sh)' });
  w += G('rotate(-10 610 250)', R(540, 210, 150, 90, 12, { fill: C.amber }) + R(540, 230, 150, 16, 0, { fill: C.amberDeep }));
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
  const pins = [
    [-107.5, 43],
    [-75.5, 39.2],
    [-116.8, 39.5],
    [-99, 31.5],
    [-81.5, 28],
  ];
  pins.forEach(([lo, la], i) => {
    const [x, y] = fit.proj(lo, la);
    b += i === 1 ? pin(x, y, 22) : pin(x, y, 14, { fill: 'url(#gBlue)' });
  });
  b += sparkles(BW, BH, 742, [C.white, C.amber2]);
  return svgDoc(BW, BH, b);
}

function blog6() {
  // compliance checklist
  let b = bgLight(BW, BH, { seed: 751, from: '#F0FBF8', to: '#D7F2EA', blob1: '#B8EADF', blob2: C.amber3 });
  const x = 250,
    y = 60;
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

const pictures = [
  [blog1, 'LLC vs corporation: balance scale with two buildings'],
  [blog2, 'Banking for non-residents: globe to bank card'],
  [blog3, 'Tax deadlines: calendar with highlighted date and clock'],
  [blog4, 'Payments: laptop checkout and wallet'],
  [blog5, 'Choosing a state: dot-matrix US map with pins'],
  [blog6, 'Compliance: clipboard checklist and shield'],
];

export default {
  name: 'blog',
  files: pictures.map(([draw, about], i) => ({
    path: `images/blog/post-${i + 1}.webp`,
    width: BW,
    height: BH,
    about,
    render: () => webp(draw(), BW, BH),
  })),
};
