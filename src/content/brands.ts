import type { Brand } from '../types/content';
import { image } from './images';

// The names drawn in public/images/brands/brand-1..5.svg, so the alt text says what the logo shows.
const names = ['Peakline', 'Lumora', 'Quantive', 'Harborly', 'Veloxa'];

/** Brand band logos: logos 1 to 5, repeated twice for 10 slides (spec section 2). */
export const brands: Brand[] = Array.from({ length: 10 }, (_, index) => {
  const n = (index % 5) + 1;
  const name = names[n - 1];
  return { id: index + 1, name, logo: image('brand', `/images/brands/brand-${n}.svg`, name) };
});
