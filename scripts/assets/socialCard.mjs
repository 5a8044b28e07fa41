/** The social card (og-image.png, 1200×630): the monogram, the name and tagline, and the dotted US map. */
import { C } from './palette.mjs';
import { markBody } from './shared/mark.mjs';
import { pin } from './shared/props.mjs';
import { png } from './shared/raster.mjs';
import { usDots, usFit } from './shared/usMap.mjs';
import { Ci, f, G, P, R, svgDoc, T } from './shared/svg.mjs';

function ogImage() {
  const W = 1200,
    H = 630;
  let b = `<defs>
    <linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.dusk}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>
  </defs>`;
  b += R(0, 0, W, H, 0, { fill: 'url(#og)' });
  b += R(0, 0, W, H, 0, { fill: 'url(#dotsW)' });
  b += Ci(1000, 120, 480, { fill: 'url(#glowB)' });
  b += Ci(100, 640, 300, { fill: 'url(#glowA)' });
  const fit = usFit(640, 170, 500);
  b += usDots(fit, { step: 12, r: 3.8, opacity: 1, seed: 77, colorFn: (x, y, q) => (q < 0.07 ? C.blue2 : '#2A5394') });
  const [tx, ty] = fit.proj(-75.5, 39.2);
  b += pin(tx, ty, 22);
  const [wx, wy] = fit.proj(-107.5, 43);
  b += pin(wx, wy, 15, { fill: 'url(#gBlue)' });
  b += P(`M${f(wx)} ${f(wy - 30)} Q${f((wx + tx) / 2)} ${f(wy - 150)} ${f(tx)} ${f(ty - 40)}`, { fill: 'none', stroke: C.amber, strokeWidth: 3, strokeDasharray: '3 9', strokeLinecap: 'round' });
  // mark
  b += G('translate(80 140) scale(1.5)', markBody('mk2'));
  b += T(80, 320, 68, 'StarBridge', { weight: 800, letterSpacing: -1.5, fill: C.white });
  b += T(80, 396, 68, 'Formation', { weight: 800, letterSpacing: -1.5, fill: C.amber });
  b += T(80, 458, 28, 'Launch your US company from anywhere', { weight: 500, fill: '#C6D4F0' });
  const pills = ['LLC & C-Corp', 'EIN', 'US banking'];
  let px = 80;
  pills.forEach((p) => {
    const w = 26 + p.length * 12.2;
    b += R(px, 500, w, 46, 23, { fill: C.white, fillOpacity: 0.1, stroke: C.white, strokeOpacity: 0.25 });
    b += T(px + w / 2, 530, 20, p, { weight: 600, anchor: 'middle', fill: C.white });
    px += w + 14;
  });
  b += R(0, H - 8, W, 8, 0, { fill: C.blue });
  b += R(0, H - 8, 300, 8, 0, { fill: C.amber });
  return svgDoc(W, H, b);
}

export default {
  name: 'og',
  files: [
    {
      path: 'og-image.png',
      width: 1200,
      height: 630,
      about: 'Social card with the "StarBridge Formation" name and tagline',
      // A 128-colour palette keeps the card small; link previews fetch it on every share.
      render: () => png(ogImage(), 1200, 630, { palette: true, quality: 90, colors: 128, dither: 0.6 }),
    },
  ],
};
