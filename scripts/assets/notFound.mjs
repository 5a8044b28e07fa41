/** The 404 page's illustration (600×400 SVG): 4, a globe for the 0, 4, and a paper plane that lost its way. */
import { C } from './palette.mjs';
import { globe, pin } from './shared/props.mjs';
import { Ci, commonDefs, El, G, P, R, Star } from './shared/svg.mjs';

function notFound() {
  const W = 600,
    H = 400;
  const four = (x, y, col) =>
    P(`M${x + 52} ${y} L${x} ${y + 80} H${x + 78} M${x + 52} ${y} V${y + 124}`, { fill: 'none', stroke: col, strokeWidth: 24, strokeLinecap: 'round', strokeLinejoin: 'round' });
  let b = `<defs><linearGradient id="nfbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F4F7FF"/><stop offset="1" stop-color="#E6EEFF"/></linearGradient></defs>`;
  b += R(0, 0, W, H, 24, { fill: 'url(#nfbg)' });
  b += Ci(500, 70, 110, { fill: C.sky, fillOpacity: 0.5 }) + Ci(80, 360, 90, { fill: C.amber3, fillOpacity: 0.6 });
  // clouds
  const cloud = (x, y, s) => G(`translate(${x} ${y}) scale(${s})`, P('M0 30 Q0 10 20 10 Q28 -8 50 0 Q70 -6 76 14 Q96 14 96 30 Z', { fill: C.white }));
  b += cloud(60, 60, 1) + cloud(440, 290, 0.8);
  // ground shadow
  b += El(300, 330, 200, 16, { fill: C.navy, fillOpacity: 0.08 });
  b += four(98, 150, C.navy);
  b += four(424, 150, C.navy);
  // the "0": a globe with a pin
  b += globe(300, 212, 74, { fill: 'url(#gBlue)', lineOp: 0.35 });
  b += pin(330, 186, 16);
  // dashed wandering path + paper plane
  b += P('M120 110 C180 40 260 120 300 80 S420 30 470 110', { fill: 'none', stroke: C.blue, strokeOpacity: 0.5, strokeWidth: 3, strokeDasharray: '3 10', strokeLinecap: 'round' });
  b += G('translate(470 110) rotate(50)', P('M0 -20 L14 18 L0 10 L-14 18 Z', { fill: C.amber, stroke: C.amber, strokeWidth: 2, strokeLinejoin: 'round' }));
  b += Star(120, 110, 9, { fill: C.amber });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="Page not found illustration"><defs>${commonDefs()}<clipPath id="nfclip"><rect width="${W}" height="${H}" rx="24"/></clipPath></defs><g clip-path="url(#nfclip)">${b}</g></svg>\n`;
}

export default {
  name: 'notfound',
  files: [
    {
      path: 'images/not-found.svg',
      width: 600,
      height: 400,
      about: 'Friendly 404 illustration (4-globe-4, paper plane)',
      render: () => notFound(),
    },
  ],
};
