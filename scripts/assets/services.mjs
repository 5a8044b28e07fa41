/** The six service illustrations (800×560) on the home and services pages. */
import { C } from './palette.mjs';
import { badgeCheck, buildingIcon, card, envelope, lines, magnifier, phone, pin, seal, sheet } from './shared/props.mjs';
import { bgLight, sparkles } from './shared/backdrops.mjs';
import { webp } from './shared/raster.mjs';
import { check, Ci, El, G, P, R, rng, Star, svgDoc } from './shared/svg.mjs';

const SW = 800,
  SH = 560;

function service1() {
  let b = bgLight(SW, SH, { seed: 11 });
  b += sheet(250, 92, 300, 390, { fill: '#D3E0FF', rot: -9, filter: 'shs' });
  b += sheet(262, 84, 300, 390, { fill: '#F2F6FF', rot: 5, filter: 'shs' });
  let d = '';
  const x = 250,
    y = 70;
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
  d += P(
    `M${x + 34} ${y + 350} C${x + 50} ${y + 320} ${x + 62} ${y + 318} ${x + 60} ${y + 342} C${x + 58} ${y + 362} ${x + 80} ${y + 330} ${x + 96} ${y + 332} C${x + 110} ${y + 334} ${x + 104} ${y + 352} ${x + 122} ${y + 344} C${x + 136} ${y + 338} ${x + 146} ${y + 330} ${x + 160} ${y + 340}`,
    {
      fill: 'none',
      stroke: C.navy,
      strokeWidth: 3,
      strokeLinecap: 'round',
    },
  );
  d += R(x + 28, y + 364, 150, 2, 1, { fill: C.grey2 });
  b += d;
  b += seal(x + 258, y + 330, 36);
  // pen
  b += G(
    `rotate(38 610 330)`,
    R(596, 180, 28, 220, 12, { fill: 'url(#gNavy)', filter: 'url(#shs)' }) +
      R(596, 180, 28, 46, 12, { fill: C.blue }) +
      P('M596 394 L624 394 L610 436 Z', { fill: C.amber2 }) +
      P('M605 420 L615 420 L610 436 Z', { fill: C.navy }) +
      R(620, 196, 6, 80, 3, { fill: C.blue3 }),
  );
  b += badgeCheck(560, 96, 30, C.teal);
  b += sparkles(SW, SH, 12);
  return svgDoc(SW, SH, b);
}

function service2() {
  let b = bgLight(SW, SH, { seed: 22, from: '#F3F7FF', to: '#DDE8FF', blob1: '#BFD2FF', blob2: C.amber3 });
  // phone behind
  const px = 470,
    py = 70;
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
  const x = 200,
    y = 60;
  b += sheet(x + 20, y + 16, 360, 440, { fill: C.bluePale, rot: -4, filter: 'shs' });
  let d = R(x, y, 360, 440, 18, { fill: C.white, filter: 'url(#sh)' });
  d += R(x + 28, y + 30, 44, 44, 10, { fill: C.amber });
  d += P(`M${x + 40} ${y + 42} h20 M${x + 40} ${y + 52} h20 M${x + 40} ${y + 62} h12`, { stroke: C.white, strokeWidth: 4, strokeLinecap: 'round' });
  d += R(x + 86, y + 34, 160, 12, 6, { fill: C.navy });
  d += R(x + 86, y + 56, 100, 9, 4.5, { fill: C.grey2 });
  // EIN digit boxes: 2 - 7
  const bx = x + 28,
    by = y + 104,
    bw = 26,
    gap = 5;
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
  const ix = 500,
    iy = 290;
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
  const mx = 40,
    my = 36,
    mw = 720,
    mh = 488;
  b += `<defs><clipPath id="map4"><rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="28"/></clipPath></defs>`;
  let m = R(mx, my, mw, mh, 0, { fill: '#E3EBF8' });
  // parks / blocks
  const rr = rng(44);
  for (let i = 0; i < 16; i++) {
    const bx = mx + rr() * mw,
      by = my + rr() * mh;
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
  b += G(
    'translate(420 214) rotate(-18)',
    P('M34 0 L-22 -18 L-10 0 Z', { fill: C.white, filter: 'url(#shs)' }) + P('M34 0 L-10 0 L-22 16 Z', { fill: C.sky }) + P('M34 0 L-10 0 L-6 9 Z', { fill: C.blue3 }),
  );
  b += badgeCheck(690, 420, 28, C.teal);
  return svgDoc(SW, SH, b);
}

function service5() {
  let b = bgLight(SW, SH, { seed: 55, from: '#FFF9EE', to: '#FDEBC8', blob1: '#FFE1A6', blob2: '#CFE0FF' });
  // tax doc
  const x = 150,
    y = 70;
  b += sheet(x + 14, y + 14, 300, 400, { fill: '#FFE9BF', rot: -6, filter: 'shs' });
  let d = R(x, y, 300, 400, 18, { fill: C.white, filter: 'url(#sh)' });
  d += R(x + 26, y + 28, 48, 48, 12, { fill: C.navy });
  // percent glyph
  d +=
    Ci(x + 40, y + 42, 5.5, { fill: 'none', stroke: C.amber2, strokeWidth: 3 }) +
    Ci(x + 60, y + 62, 5.5, { fill: 'none', stroke: C.amber2, strokeWidth: 3 }) +
    P(`M${x + 62} ${y + 38} L${x + 38} ${y + 66}`, { stroke: C.white, strokeWidth: 3.5, strokeLinecap: 'round' });
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
  const cx = 420,
    cy = 150;
  let c = R(cx, cy, 230, 330, 28, { fill: 'url(#gNavy)', filter: 'url(#sh)' });
  c += R(cx + 22, cy + 24, 186, 70, 14, { fill: '#DDEBFF' });
  c += R(cx + 100, cy + 46, 90, 14, 7, { fill: C.navy });
  c += R(cx + 140, cy + 68, 50, 8, 4, { fill: C.blue2 });
  const kw = 36,
    kh = 36,
    kg = 14;
  for (let r = 0; r < 4; r++) {
    for (let k = 0; k < 4; k++) {
      const kx = cx + 22 + k * (kw + kg);
      const ky = cy + 112 + r * (kh + kg);
      const last = k === 3;
      c += R(kx, ky, kw, kh, 10, { fill: last ? (r === 3 ? C.amber : C.blue) : '#22406F' });
      const mx = kx + kw / 2,
        my = ky + kh / 2;
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
    b += El(680, yy + 6, 46, 16, { fill: C.amberDeep });
    b += R(634, yy - 4, 92, 10, 0, { fill: C.amberDeep });
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
  for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) g += Star(x + 8 + (c * (w * 0.42 - 14)) / 3.3, y + 8 + r * 10, 3.4, { fill: C.white });
  s += R(x, y, w, h, 10, { fill: C.white, filter: 'url(#shs)' });
  s += `<g clip-path="url(#${id})">${g}</g>`;
  return s;
}

function service6() {
  let b = bgLight(SW, SH, { seed: 66, from: '#F2F7FF', to: '#DCE9FF', blob1: '#C3D6FF', blob2: C.amber3 });
  // waves
  for (let i = 0; i < 4; i++) {
    b += Ci(360, 280, 150 + i * 55, { fill: 'none', stroke: C.blue, strokeOpacity: 0.14 - i * 0.025, strokeWidth: 2 });
  }
  const px = 260,
    py = 40;
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
  b += G(
    '',
    R(520, 110, 170, 70, 22, { fill: C.white, filter: 'url(#sh)' }) +
      P('M540 176 L532 198 L560 178 Z', { fill: C.white }) +
      Ci(560, 145, 7, { fill: C.blue }) +
      Ci(585, 145, 7, { fill: C.blue2 }) +
      Ci(610, 145, 7, { fill: C.blue3 }) +
      R(630, 139, 40, 12, 6, { fill: C.amber3 }),
  );
  b += G(
    '',
    R(90, 300, 150, 64, 22, { fill: 'url(#gBlue)', filter: 'url(#sh)' }) +
      P('M210 360 L226 382 L224 356 Z', { fill: '#1A50E0' }) +
      R(112, 318, 100, 9, 4.5, { fill: C.white }) +
      R(112, 336, 60, 8, 4, { fill: C.white, fillOpacity: 0.6 }),
  );
  b += flagBadge(540, 360, 120, 78);
  b += badgeCheck(180, 160, 26, C.teal);
  b += sparkles(SW, SH, 67);
  return svgDoc(SW, SH, b);
}

const pictures = [
  [service1, 'Company registration: stacked documents, signature, seal and pen'],
  [service2, 'Online banking: bank cards in front of a banking app phone, shield'],
  [service3, 'EIN / tax ID: form with 2+7 digit boxes, checklist, magnifier, ID card'],
  [service4, 'Virtual address & mail: street map, pin on office, envelope, paper plane'],
  [service5, 'IRS tax filing: tax report with chart, calculator, coin stack'],
  [service6, 'US phone number: smartphone call screen, chat bubbles, flag badge'],
];

export default {
  name: 'services',
  files: pictures.map(([draw, about], i) => ({
    path: `images/services/service-${i + 1}.webp`,
    width: SW,
    height: SH,
    about,
    render: () => webp(draw(), SW, SH),
  })),
};
