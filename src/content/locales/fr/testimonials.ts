import type * as en from '../../testimonials';
import { image } from '../../images';

const person = (n: number, alt: string) => image('person', `/images/testimonials/person-${n}.webp`, alt);

/** « Ce qu’ils en disent », première série (carrousel, défilement automatique toutes les 3 000 ms). */
export const testimonials: typeof en.testimonials = [
  {
    id: 1,
    text: 'J’ai commandé un lundi depuis Istanbul et ma LLC du Wyoming a été approuvée le mardi. L’EIN et le compte bancaire ont suivi en deux semaines, et je n’ai jamais eu à prendre l’avion.',
    name: 'Elif Yilmaz',
    designation: 'Fondatrice, Ege Textiles, Turquie',
    image: person(1, 'Elif Yilmaz souriante dans un atelier textile lumineux'),
  },
  {
    id: 2,
    text: 'Personne ne m’avait parlé du Form 5472. Leur expert-comptable partenaire l’a déposé pour moi dans les temps et m’a expliqué, avec des mots simples, ce que je devais aussi déclarer chez moi, au Brésil.',
    name: 'Rafael Costa',
    designation: 'Fondateur SaaS, Brésil',
    image: person(2, 'Rafael Costa en chemise à carreaux devant une bibliothèque'),
  },
  {
    id: 3,
    text: 'L’adresse virtuelle et le numéro américain ont rendu la vérification de notre compte vendeur Amazon très simple. Tous les documents portaient les mêmes coordonnées, et elle est passée du premier coup.',
    name: 'Chen Wei',
    designation: 'Vendeur e-commerce, Singapour',
    image: person(3, 'Chen Wei debout à côté d’étagères de commandes emballées'),
  },
];

/** Deuxième série, avec photos (carrousel, défilement automatique toutes les 5 000 ms). */
export const testimonialsWithPhoto: typeof en.testimonialsWithPhoto = [
  {
    id: 4,
    text: 'Il nous fallait une C-Corp du Delaware en trois semaines pour boucler notre tour d’amorçage. Ils ont constitué notre société, émis les actions des fondateurs et tenu tous les délais.',
    name: 'Wanjiru Kamau',
    designation: 'Cofondatrice et CEO, Kenya',
    image: person(4, 'Wanjiru Kamau en blazer dans les bureaux d’une start-up'),
  },
  {
    id: 5,
    text: 'Mes clients américains me paient désormais par virement ACH au lieu de virements internationaux coûteux. Ouvrir le compte en ligne, depuis Lagos, a pris moins d’une semaine une fois l’EIN reçu.',
    name: 'Tunde Adeyemi',
    designation: 'Dirigeant d’agence, Nigeria',
    image: person(5, 'Tunde Adeyemi travaillant sur un ordinateur portable dans un espace de coworking'),
  },
  {
    id: 6,
    text: 'Deux ans plus tard, ils répondent toujours à mes questions en moins d’une journée et me rappellent chaque échéance de l’État. Ici, l’accompagnement à vie n’est pas qu’un slogan.',
    name: 'Ana Petrovic',
    designation: 'Consultante, Serbie',
    image: person(6, 'Ana Petrovic tenant une tasse de café près d’une fenêtre'),
  },
];
