/** The eight team portraits (480×560): faceless people on soft backdrops, one dark for contrast in the grid. */
import { C, SKINS } from './palette.mjs';
import { person } from './shared/person.mjs';
import { webp } from './shared/raster.mjs';
import { Ci, G, P, R, rng, Star, svgDoc } from './shared/svg.mjs';

const TEAM = [
  { bg: ['#E6EEFF', '#C9D9FF'], circle: '#B3C9FF', skin: SKINS[1], hair: '#3A2418', style: 'side', shirt: C.navy, top: 'collar', accent: C.blue },
  { bg: ['#FFF3DC', '#FFDDA0'], circle: '#FFD07A', skin: SKINS[4], hair: '#1C1310', style: 'curly', shirt: C.blue, top: 'crew' },
  { bg: ['#E0F6F0', '#BDEBDD'], circle: '#9FE0CC', skin: SKINS[0], hair: '#C99A5B', style: 'long', shirt: C.teal, top: 'vneck' },
  { bg: ['#EEE9FF', '#D6CBFF'], circle: '#C2B2FF', skin: SKINS[3], hair: '#141414', style: 'beard', shirt: '#2A3350', top: 'blazer', accent: C.white, glasses: true },
  { bg: ['#FFE9E3', '#FFCBBE'], circle: '#FFB6A3', skin: SKINS[6], hair: '#1E1A18', style: 'bun', shirt: C.navy, top: 'blazer', accent: C.amber3 },
  { bg: ['#17345F', C.navy], circle: '#23457A', skin: SKINS[5], hair: '#0F0C0B', style: 'buzz', shirt: C.amber, top: 'crew' },
  { bg: ['#E4F3FF', '#BFE2FF'], circle: '#A4D4FF', skin: SKINS[2], hair: '#2A6F97', style: 'scarf', shirt: '#1E4E79', top: 'crew' },
  { bg: ['#F2F4F7', '#DCE1E9'], circle: '#C9D0DC', skin: SKINS[7], hair: '#8D8F95', style: 'bob', shirt: C.blue, top: 'turtle', glasses: true },
];

function teamMember(i) {
  const t = TEAM[i];
  const W = 480,
    H = 560;
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

export default {
  name: 'team',
  files: TEAM.map((_, i) => ({
    path: `images/team/member-${i + 1}.webp`,
    width: 480,
    height: 560,
    about: 'Stylised team portrait (faceless avatar, varied skin tones/backgrounds)',
    render: () => webp(teamMember(i), 480, 560),
  })),
};
