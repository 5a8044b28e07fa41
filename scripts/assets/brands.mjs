/** Fictional partner logos (160×60 SVG), their names outlined in Inter so they need no font. */
import { C } from './palette.mjs';
import { T } from './shared/svg.mjs';

function brandSvg(glyph, name, { size = 20, spacing = -0.3 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60" role="img" aria-label="${name}">
  <title>${name}</title>
  <g fill="${C.logo}">${glyph}</g>
  ${T(50, 37.5, size, name, { weight: 700, letterSpacing: spacing, fill: C.logo })}
</svg>
`;
}

const BRANDS = [
  // Peakline: two mountain peaks
  ['Peakline', `<path d="M6 44 L19 20 L26 32 L31 24 L42 44 Z"/><path d="M19 20 L23 27 L19 26 L15 28 Z" fill="${C.logoLight}"/>`],
  // Lumora: sun / concentric
  [
    'Lumora',
    `<circle cx="24" cy="30" r="8"/><path d="M24 12 v5 M24 43 v5 M6 30 h5 M37 30 h5 M11.3 17.3 l3.5 3.5 M33.2 39.2 l3.5 3.5 M11.3 42.7 l3.5 -3.5 M33.2 20.8 l3.5 -3.5" stroke="${C.logoLight}" stroke-width="3" stroke-linecap="round"/>`,
  ],
  // Quantive: stacked bars
  ['Quantive', `<rect x="8" y="32" width="8" height="14" rx="2"/><rect x="19" y="24" width="8" height="22" rx="2"/><rect x="30" y="14" width="8" height="32" rx="2" fill="${C.logoLight}"/>`],
  // Harborly: anchor-ish wave in a circle
  [
    'Harborly',
    `<circle cx="24" cy="30" r="17" fill="none" stroke="${C.logo}" stroke-width="3.5"/><path d="M13 31 q5.5 -6 11 0 t11 0" fill="none" stroke="${C.logoLight}" stroke-width="3.5" stroke-linecap="round"/><path d="M13 38 q5.5 -6 11 0 t11 0" fill="none" stroke="${C.logo}" stroke-width="3.5" stroke-linecap="round"/>`,
  ],
  // Veloxa: forward chevrons
  ['Veloxa', `<path d="M6 16 L20 30 L6 44 H14 L28 30 L14 16 Z"/><path d="M20 16 L34 30 L20 44 H28 L42 30 L28 16 Z" fill="${C.logoLight}"/>`],
];

export default {
  name: 'brands',
  files: BRANDS.map(([name, glyph], i) => ({
    path: `images/brands/brand-${i + 1}.svg`,
    width: 160,
    height: 60,
    about: `Fictional partner logo (${name}) in neutral grey (${C.logo}) that reads on white and on navy`,
    render: () => brandSvg(glyph, name),
  })),
};
