/** The About section's picture (800×640): an office building on a globe, linked to team avatars. */
import { C, SKINS } from './palette.mjs';
import { avatarBubble, badgeCheck, globe } from './shared/props.mjs';
import { bgLight, sparkles } from './shared/backdrops.mjs';
import { webp } from './shared/raster.mjs';
import { Ci, El, P, R, Star, svgDoc } from './shared/svg.mjs';

function aboutPicture() {
  const W = 800,
    H = 640;
  let b = bgLight(W, H, { seed: 1201 });
  // connecting lines
  const people = [
    [140, 150, { bg: '#FFE3B0', skin: SKINS[4], hair: '#1C1310', shirt: C.blue }],
    [660, 140, { bg: '#CFEFE6', skin: SKINS[0], hair: '#7A4A2A', shirt: C.navy }],
    [110, 470, { bg: '#E5DEFF', skin: SKINS[2], hair: '#2B1B14', shirt: C.teal }],
    [690, 470, { bg: '#FFD9CF', skin: SKINS[6], hair: '#141414', shirt: C.amber }],
  ];
  people.forEach(
    ([x, y]) =>
      (b += P(`M${x} ${y} Q${(x + 400) / 2} ${y < 300 ? y + 120 : y - 120} 400 330`, {
        fill: 'none',
        stroke: C.blue,
        strokeOpacity: 0.45,
        strokeWidth: 3,
        strokeDasharray: '2 10',
        strokeLinecap: 'round',
      })),
  );
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

export default {
  name: 'about',
  files: [
    {
      path: 'images/about/about.webp',
      width: 800,
      height: 640,
      about: 'About: office building on a globe, connected team avatars',
      render: () => webp(aboutPicture(), 800, 640),
    },
  ],
};
