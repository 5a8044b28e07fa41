import t from 'virtual:messages/testimonials';
import type { Testimonial } from '../types/content';
import { image } from './images';

const person = (n: number, alt: string) => image('person', `/images/testimonials/person-${n}.webp`, alt);

/** A quote with its author's name and photo; the words (quote, role, photo description) from the catalog. */
const testimonial = (id: number, name: string, words: { text: string; designation: string; photoAlt: string }): Testimonial => ({
  id,
  text: words.text,
  name,
  designation: words.designation,
  image: person(id, words.photoAlt),
});

/** 'What people say', first set (carousel with autoplay 3000 ms). */
export const testimonials: Testimonial[] = [testimonial(1, 'Elif Yilmaz', t.elifYilmaz), testimonial(2, 'Rafael Costa', t.rafaelCosta), testimonial(3, 'Chen Wei', t.chenWei)];

/** Second set, with photos (carousel with autoplay 5000 ms). */
export const testimonialsWithPhoto: Testimonial[] = [testimonial(4, 'Wanjiru Kamau', t.wanjiruKamau), testimonial(5, 'Tunde Adeyemi', t.tundeAdeyemi), testimonial(6, 'Ana Petrovic', t.anaPetrovic)];
