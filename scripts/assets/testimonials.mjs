/** The six testimonial avatars (160×160), the person centred for a circular crop. */
import { C, SKINS } from './palette.mjs';
import { person } from './shared/person.mjs';
import { webp } from './shared/raster.mjs';
import { Ci, G, R, svgDoc } from './shared/svg.mjs';

const TESTI = [
  { bg: C.bluePale, skin: SKINS[2], hair: '#1C1310', style: 'short', shirt: C.navy, top: 'collar', accent: C.blue },
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

export default {
  name: 'testimonials',
  files: TESTI.map((_, i) => ({
    path: `images/testimonials/person-${i + 1}.webp`,
    width: 160,
    height: 160,
    about: 'Avatar portrait, centred for circular cropping',
    render: () => webp(testimonial(i), 160, 160, 78),
  })),
};
