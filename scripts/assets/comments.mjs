/** The blog comments' initials avatars (96×96), the letters drawn as outlines of Inter. */
import { C, gradient } from './palette.mjs';
import { webp } from './shared/raster.mjs';
import { Ci, R, svgDoc, T } from './shared/svg.mjs';

const COMMENTS = [
  { bg: gradient.blue, initials: 'JM' },
  { bg: gradient.amber, initials: 'AK' },
  { bg: gradient.teal, initials: 'RS' },
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

export default {
  name: 'comments',
  files: COMMENTS.map(({ initials }, i) => ({
    path: `images/comments/avatar-${i + 1}.webp`,
    width: 96,
    height: 96,
    about: `Initials avatar (${initials})`,
    render: () => webp(commentAvatar(i), 96, 96, 80),
  })),
};
