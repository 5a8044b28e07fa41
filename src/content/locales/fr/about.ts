import type * as en from '../../about';
import { image } from '../../images';
import { site } from './site';

const aboutImage = image(
  'about',
  '/images/about/about.webp',
  'Notre équipe au travail dans les bureaux de New York, en train de vérifier les documents de sociétés clientes',
);

/** Le bloc « À propos » de la page d’accueil. */
export const aboutSection: typeof en.aboutSection = {
  heading: {
    eyebrow: 'À propos',
    title: 'Votre société américaine, créée et suivie depuis New York',
  },
  paragraphs: [
    `${site.brandName} aide les entrepreneurs installés hors des États-Unis à créer et à gérer une société américaine sans prendre l’avion, sans numéro de sécurité sociale américain et sans tâtonner.`,
    'Nous immatriculons votre société, obtenons votre EIN, agissons comme agent enregistré, vous fournissons une adresse et un numéro de téléphone aux États-Unis, ouvrons votre compte bancaire professionnel et déposons chaque année votre déclaration auprès de l’IRS grâce à nos experts-comptables (CPA) partenaires.',
  ],
  points: ['Immatriculation dès 24 heures', 'Des tarifs transparents, tout compris', 'Un accompagnement à vie par une seule équipe'],
  image: aboutImage,
  cta: { label: 'En savoir plus sur nous', to: '/about-us' },
};

/** La page /about-us. */
export const aboutPage: typeof en.aboutPage = {
  heading: {
    eyebrow: 'À propos',
    title: 'Nous rendons les États-Unis accessibles à chaque fondateur',
  },
  story: [
    'Notre fondateur est arrivé de l’étranger à New York et il lui a fallu trois mois, deux avocats et un passage en agence bancaire pour créer sa première société américaine. L’essentiel de ce temps a servi à comprendre quoi faire, pas à le faire.',
    'Aujourd’hui, notre équipe de New York, avec ses banques et ses experts-comptables partenaires, a transformé ce parcours en quelques étapes en ligne. Des fondateurs du monde entier commandent le matin et disposent d’une société immatriculée dès le lendemain.',
    'Nous restons à vos côtés après la création\u00a0: nous sommes votre agent enregistré, votre service courrier aux États-Unis, votre ligne téléphonique et votre pense-bête pour chaque échéance de l’État et de l’IRS.',
  ],
  image: aboutImage,
  mission: {
    eyebrow: 'Notre mission',
    title: 'Tout compris, transparent, abordable',
    text: 'Un fondateur non américain doit avoir le même accès aux clients, aux banques et aux investisseurs américains qu’un fondateur local, à un prix clair et avec l’appui d’experts.',
  },
  values: [
    { id: 1, title: 'Des réponses claires', text: 'Nous expliquons la fiscalité et la conformité avec des mots simples, et nous vous le disons quand une question relève d’un avocat ou d’un expert-comptable.' },
    { id: 2, title: 'Des prix clairs', text: 'Tous nos frais figurent sur la page des tarifs. Les frais d’État et les dépôts sont indiqués avant que vous ne payiez.' },
    { id: 3, title: 'La confidentialité d’abord', text: 'C’est notre adresse qui figure dans les registres publics\u202f; vos documents restent dans votre portail privé.' },
    { id: 4, title: 'Sur le long terme', text: 'Un accompagnement à vie, c’est la même équipe qui vous répond la cinquième année comme la première semaine.' },
  ],
  cta: { label: 'Créons votre société', to: '/contact-us' },
};
