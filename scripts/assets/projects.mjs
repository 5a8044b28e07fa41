/** The six project illustrations (800×600) of the portfolio section. */
import { C } from './palette.mjs';
import { lines, magnifier } from './shared/props.mjs';
import { bgDark, bgLight, sparkles } from './shared/backdrops.mjs';
import { webp } from './shared/raster.mjs';
import { Ci, El, f, G, P, R, rng, Star, svgDoc } from './shared/svg.mjs';

const PW = 800,
  PH = 600;

function project1() {
  // marketing: megaphone + target + social cards
  let b = bgDark(PW, PH, { seed: 101, from: '#2357F5', to: '#0E2E8C', glow1: 'glowW', glow2: 'glowA' });
  for (let i = 0; i < 4; i++)
    b += P(`M${470 + i * 40} ${200 - i * 30} A${120 + i * 50} ${120 + i * 50} 0 0 1 ${470 + i * 40} ${400 + i * 30}`, {
      fill: 'none',
      stroke: C.white,
      strokeOpacity: 0.35 - i * 0.07,
      strokeWidth: 6,
      strokeLinecap: 'round',
    });
  let m = '';
  m += P('M170 250 L400 150 L400 450 L170 350 Z', { fill: C.white, filter: 'url(#shd)' });
  m += P('M400 150 L400 450 Q440 300 400 150 Z', { fill: C.sky });
  m += El(405, 300, 26, 150, { fill: 'url(#gAmber)' });
  m += R(120, 250, 60, 100, 16, { fill: C.amber });
  m += P('M190 352 L230 370 L250 460 Q252 474 238 476 L214 478 Q200 478 198 464 Z', { fill: C.navy });
  b += G('rotate(-10 300 300)', m);
  // social cards
  b += G(
    '',
    R(560, 70, 170, 90, 18, { fill: C.white, filter: 'url(#shd)' }) +
      Ci(600, 115, 22, { fill: '#FFE1E6' }) +
      P('M600 126 C584 114 588 100 600 108 C612 100 616 114 600 126 Z', { fill: C.coral }) +
      R(634, 100, 76, 10, 5, { fill: C.navy }) +
      R(634, 120, 50, 8, 4, { fill: C.grey2 }),
  );
  b += G(
    '',
    R(590, 420, 160, 110, 18, { fill: C.white, filter: 'url(#shd)' }) +
      [30, 52, 40, 70].map((h, i) => R(612 + i * 30, 510 - h, 18, h, 5, { fill: i === 3 ? C.amber : C.blue })).join('') +
      P('M612 452 L650 440 L690 446 L728 428', { fill: 'none', stroke: C.teal, strokeWidth: 3, strokeLinecap: 'round' }),
  );
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
  for (let i = 0; i < 3; i++)
    w +=
      R(352 + i * 122, 256, 110, 110, 12, { fill: C.mist }) +
      Ci(380 + i * 122, 286, 14, { fill: [C.sky, C.amber3, C.teal2][i] }) +
      R(368 + i * 122, 314, 74, 8, 4, { fill: C.line }) +
      R(368 + i * 122, 330, 50, 8, 4, { fill: C.line });
  b += w;
  // editor front
  let e = R(70, 210, 420, 300, 18, { fill: '#0F274A', filter: 'url(#shd)', stroke: '#2A4A7E', strokeWidth: 1.5 });
  e += [C.coral, C.amber, C.teal].map((c, i) => Ci(94 + i * 18, 234, 5.5, { fill: c })).join('');
  const code = [
    [0, 70, C.violet],
    [0, 110, C.blue2],
    [1, 60, C.amber],
    [1, 140, C.sky],
    [2, 90, C.teal],
    [2, 70, C.blue3],
    [2, 120, C.sky],
    [1, 50, C.amber],
    [1, 80, C.blue2],
    [1, 100, C.teal],
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
  d += `<defs><linearGradient id="area3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></linearGradient></defs>`;
  d += R(224, 196, 300, 310, 14, { fill: C.white, stroke: C.line, strokeWidth: 1.5 });
  for (let i = 0; i < 4; i++) d += R(244, 250 + i * 56, 260, 1.5, 0, { fill: '#EDF1F7' });
  const pts = [
    [244, 420],
    [284, 390],
    [324, 404],
    [364, 340],
    [404, 356],
    [444, 290],
    [504, 250],
  ];
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
  const seg = (len, off, col) =>
    Ci(618, 276, 44, { fill: 'none', stroke: col, strokeWidth: 18, strokeDasharray: `${f(len * circ)} ${f(circ)}`, strokeDashoffset: f(-off * circ), transform: 'rotate(-90 618 276)' });
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
  b +=
    Ci(520, 210, 10, { fill: C.amber, stroke: C.white, strokeWidth: 3 }) +
    Ci(430, 300, 9, { fill: C.blue, stroke: C.white, strokeWidth: 3 }) +
    Ci(420, 220, 8, { fill: C.navy, stroke: C.white, strokeWidth: 3 });
  b += sparkles(PW, PH, 406, [C.teal, C.amber, C.blue]);
  return svgDoc(PW, PH, b);
}

function project5() {
  // growth: isometric bars + arrow
  let b = bgLight(PW, PH, { seed: 505, from: '#FFF7E8', to: '#FFE3B0', blob1: '#FFD387', blob2: '#CFE0FF' });
  b += R(0, 0, PW, PH, 0, { fill: 'url(#dots)', fillOpacity: 0.4 });
  const iso = (x, y, w, h, top, left, right) => {
    const dx = w * 0.866,
      dy = w * 0.5;
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
    [C.sky, '#A9C2FF', C.blue3],
    [C.blue3, '#6F97FF', C.blue2],
    [C.blue2, '#2F68F5', C.blue],
    ['#2F68F5', C.blueDeep, '#153EA8'],
    [C.amber2, C.amber, C.amberDeep],
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
    const x = 190 + 4 * 90,
      y = 520 - 4 * 50 - 200 - 50;
    b += R(x - 2, y - 46, 4, 46, 2, { fill: C.navy });
    b += P(`M${x + 2} ${y - 44} L${x + 38} ${y - 34} L${x + 2} ${y - 24} Z`, { fill: C.coral });
  }
  // coins
  b +=
    El(690, 530, 38, 13, { fill: C.amberDeep }) +
    El(690, 520, 38, 13, { fill: C.amber }) +
    El(690, 508, 38, 13, { fill: C.amberDeep }) +
    El(690, 498, 38, 13, { fill: 'url(#gAmber)' }) +
    Star(690, 498, 7, { fill: C.white });
  b += sparkles(PW, PH, 506, [C.blue, C.amber, C.navy]);
  return svgDoc(PW, PH, b);
}

function project6() {
  // brand / design composition
  let b = bgDark(PW, PH, { seed: 606, from: '#1B2F6B', to: C.navy });
  b += Ci(520, 280, 170, { fill: 'url(#gBlue)', filter: 'url(#shd)' });
  b += P('M180 470 L330 190 L480 470 Z', { fill: 'url(#gAmber)', filter: 'url(#shd)', strokeLinejoin: 'round' });
  b += G('rotate(18 600 440)', R(540, 380, 120, 120, 22, { fill: C.teal, filter: 'url(#shd)' }));
  b += Ci(200, 170, 46, { fill: 'none', stroke: C.white, strokeWidth: 10, strokeOpacity: 0.85 });
  // bezier pen path with handles
  b += P('M120 340 C220 240 330 460 450 330 S650 200 720 300', { fill: 'none', stroke: C.white, strokeWidth: 4 });
  const anchors = [
    [120, 340],
    [450, 330],
    [720, 300],
  ];
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

const pictures = [
  [project1, 'Marketing: megaphone, target, social/analytics cards'],
  [project2, 'Development: code editor over a browser window, `</>` badge'],
  [project3, 'Data: analytics dashboard (KPIs, area chart, donut, bars)'],
  [project4, 'Research: node network under a magnifier, report card'],
  [project5, 'Growth: isometric rising bars, arrow, flag'],
  [project6, 'Brand/design: geometric composition, bezier path, colour swatches'],
];

export default {
  name: 'projects',
  files: pictures.map(([draw, about], i) => ({
    path: `images/projects/project-${i + 1}.webp`,
    width: PW,
    height: PH,
    about,
    render: () => webp(draw(), PW, PH),
  })),
};
