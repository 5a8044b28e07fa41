import type { Testimonial } from '../types/content';
import { image } from './images';

const person = (n: number, alt: string) => image('person', `/images/testimonials/person-${n}.webp`, alt);

/** 'What people say', first set (carousel with autoplay 3000 ms). */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    text: 'I ordered on a Monday from Istanbul and had my Wyoming LLC approved on Tuesday. The EIN and the bank account followed within two weeks, and I never had to fly anywhere.',
    name: 'Elif Yilmaz',
    designation: 'Founder, Ege Textiles, Turkey',
    image: person(1, 'Elif Yilmaz smiling in a bright textile workshop'),
  },
  {
    id: 2,
    text: 'Nobody had told me about Form 5472. Their partner CPA filed it for me on time and explained, in plain words, what I also needed to declare at home in Brazil.',
    name: 'Rafael Costa',
    designation: 'SaaS founder, Brazil',
    image: person(2, 'Rafael Costa in a checked shirt in front of a bookshelf'),
  },
  {
    id: 3,
    text: 'The virtual address and US number made our Amazon seller verification painless. Every document showed the same details, so it passed on the first try.',
    name: 'Chen Wei',
    designation: 'E-commerce seller, Singapore',
    image: person(3, 'Chen Wei standing beside shelves of packed orders'),
  },
];

/** Second set, with photos (carousel with autoplay 5000 ms). */
export const testimonialsWithPhoto: Testimonial[] = [
  {
    id: 4,
    text: 'We needed a Delaware C-Corp in three weeks to close our seed round. They incorporated us, issued founder shares and kept everything on schedule.',
    name: 'Wanjiru Kamau',
    designation: 'Co-founder & CEO, Kenya',
    image: person(4, 'Wanjiru Kamau in a blazer at a start-up office'),
  },
  {
    id: 5,
    text: 'My clients in the US now pay by ACH instead of expensive wires. Opening the account online, from Lagos, took less than a week once the EIN arrived.',
    name: 'Tunde Adeyemi',
    designation: 'Agency owner, Nigeria',
    image: person(5, 'Tunde Adeyemi working on a laptop in a co-working space'),
  },
  {
    id: 6,
    text: 'Two years on, they still answer my questions within a day and remind me of every state deadline. Lifetime support is not just a slogan here.',
    name: 'Ana Petrovic',
    designation: 'Consultant, Serbia',
    image: person(6, 'Ana Petrovic holding a coffee cup by a window'),
  },
];
