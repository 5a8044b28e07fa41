import type * as en from '../../home';
import { usd } from '../../../platform/format';
import { image } from '../../images';
import { brandFilm } from './images';

// Dans un module à part : la bannière est la seule section de l’accueil que porte le script du premier écran.
export { banner } from '../../banner';

export const packages: typeof en.packages = [
  {
    id: 1,
    title: 'Formule tout compris',
    icon: 'package',
    text: 'Une seule commande couvre tout ce dont une nouvelle société américaine a besoin pour commencer son activité.',
    items: ['Constitution en 24 à 48 heures', 'Ouverture du compte bancaire', 'Adresse virtuelle aux États-Unis', 'Numéro de téléphone américain'],
  },
  {
    id: 2,
    title: 'Accompagnement à vie',
    icon: 'support',
    text: 'Un accompagnement dédié pour répondre à vos questions, à vie, aussi longtemps que votre société existe.',
    items: ['Un interlocuteur attitré qui connaît votre société', 'Des rappels avant chaque échéance de l’État et de l’IRS', 'Des réponses claires sur la banque, la fiscalité et la conformité'],
  },
];

export const servicesSection: typeof en.servicesSection = {
  eyebrow: 'Nos services',
  title: 'DÉVELOPPEZ-VOUS À L’INTERNATIONAL\u00a0: CRÉEZ VOTRE SOCIÉTÉ AMÉRICAINE DÈS AUJOURD’HUI',
  text: 'Six services, une seule équipe\u00a0: de l’immatriculation dès 24 heures à votre déclaration annuelle à l’IRS.',
};

/** Le bandeau « Préparez votre société » sous les services : les outils de préparation gratuits. */
export const planYourCompany: typeof en.planYourCompany = {
  heading: {
    eyebrow: 'Préparez votre société',
    title: 'Des réponses avant de payer',
    text: 'Quel État choisir, ce qu’il coûte au fil des ans, si votre pays est accepté et ce qui est dû à quelle date\u00a0: gratuitement, avec les dates et les sources.',
  },
  tools: [
    {
      id: 'costs',
      title: 'Calculateur de coûts',
      text: 'Les frais et taxes d’État, année par année, dans neuf États côte à côte, avec la taxe de franchise du Delaware calculée selon les deux méthodes.',
      cta: { label: 'Comparer les coûts par État', to: '/costs' },
    },
    {
      id: 'eligibility',
      title: 'Vérification par pays',
      text: 'Si les banques, Stripe et nos services acceptent les fondateurs qui vivent dans votre pays ou en ont la nationalité.',
      cta: { label: 'Vérifier votre pays', to: '/eligibility' },
    },
    {
      id: 'calendar',
      title: 'Calendrier de conformité',
      text: `Chaque rapport d’État et chaque déclaration à l’IRS que doit votre société, avec sa date, y compris le Form 5472 et sa pénalité de ${usd(25000, 'fr')}.`,
      cta: { label: 'Voir vos échéances', to: '/compliance-calendar' },
    },
  ],
};

export const dutiesSection: typeof en.dutiesSection = {
  eyebrow: 'Notre façon de travailler',
  title: 'Les missions de l’agent enregistré',
  text: 'Toute société américaine doit disposer d’un agent enregistré (registered agent) dans son État. Voici ce que nous faisons pour la vôtre.',
};

export const whyChooseUs: typeof en.whyChooseUs = {
  heading: {
    eyebrow: 'Pourquoi nous choisir',
    title: 'Pensé pour les fondateurs installés hors des États-Unis',
    text: 'Des tarifs tout compris, transparents et abordables, avec l’appui d’experts à chaque étape.',
  },
  points: [
    { id: 1, title: 'Sans voyage ni SSN', text: 'Tout se fait en ligne avec votre passeport\u00a0: création, EIN et compte bancaire.' },
    { id: 2, title: 'Des tarifs transparents', text: 'Un seul prix sur la page des tarifs, avec les frais d’État affichés avant le paiement. Pas de mauvaise surprise au renouvellement.' },
    { id: 3, title: 'Experts des règles pour non-résidents', text: 'Notre équipe et nos experts-comptables partenaires travaillent uniquement avec des sociétés détenues depuis l’étranger.' },
    { id: 4, title: 'Une seule équipe pour tout', text: 'Immatriculation, banque, adresse, téléphone et déclarations fiscales, avec un interlocuteur unique qui connaît votre dossier.' },
  ],
  cta: { label: 'Comparer les forfaits', to: '/pricing' },
};

export const testimonialsSection: typeof en.testimonialsSection = {
  eyebrow: 'Ce qu’ils en disent',
  title: 'Des fondateurs du monde entier gèrent leur société américaine avec nous',
};

export const experienceSection: typeof en.experienceSection = {
  heading: {
    eyebrow: 'Notre expérience digitale',
    title: 'À la tête de la meilleure agence digitale de la ville',
    text: 'La création n’est qu’un début. Nous restons à vos côtés pendant que votre société grandit, de la première facture à la déclaration annuelle.',
  },
  sellingPoints: [
    {
      id: 1,
      title: 'Une équipe professionnelle',
      icon: 'staff',
      text: 'Des juristes, des spécialistes de la conformité et des experts-comptables partenaires qui travaillent chaque jour avec des fondateurs non résidents.',
    },
    {
      id: 2,
      title: 'Satisfaction garantie',
      icon: 'guarantee',
      figure: '100',
      figureSuffix: '%',
      text: 'Nous continuons jusqu’à ce que votre société soit approuvée, vos comptes ouverts et chaque document en ordre.',
    },
    {
      id: 3,
      title: 'Des idées et des solutions sur mesure',
      icon: 'idea',
      text: 'Dites-nous ce que vous voulez construire\u00a0: nous mettons en place la structure, les comptes et les outils qui vont avec.',
    },
  ],
};

export const faqSection: typeof en.faqSection = {
  eyebrow: 'FAQ',
  title: 'Les premières questions des fondateurs',
};

export const brandBand: typeof en.brandBand = {
  text: '180K marques dans le monde nous font confiance',
  background: image(
    'band',
    '/images/brand-band/background.webp',
    'Vue en soirée sur le quartier financier de New York, bureaux éclairés',
  ),
  film: brandFilm,
};

export const portfolioSection: typeof en.portfolioSection = {
  eyebrow: 'Histoires clients',
  title: 'Des entreprises que nous avons aidées à s’implanter aux États-Unis',
};

export const teamSection: typeof en.teamSection = {
  eyebrow: 'Notre équipe',
  title: 'Les personnes derrière votre société américaine',
};

export const blogSection: typeof en.blogSection = {
  eyebrow: 'Guides pour fondateurs',
  title: 'Informez-vous avant de créer',
};

export const marketingServicesSection: typeof en.marketingServicesSection = {
  eyebrow: 'Développez votre société américaine',
  title: 'Un marketing qui attire des clients américains',
  text: 'Une fois votre société créée, nos partenaires vous aident à toucher et à convaincre les acheteurs américains.',
};

export const countersSection: typeof en.countersSection = {
  eyebrow: 'En chiffres',
  title: 'Une expérience sur laquelle compter',
};

export const newsletter: typeof en.newsletter = {
  eyebrow: 'Lettre d’information',
  title: 'Les guides pour fondateurs dans votre boîte de réception',
  text: 'Un e-mail par mois sur la banque aux États-Unis, les échéances fiscales et l’évolution des règles de conformité pour les propriétaires non résidents. Désinscription à tout moment.',
};

export const videoPopup: typeof en.videoPopup = {
  heading: {
    eyebrow: 'Comment ça marche',
    title: 'De la commande à une société américaine opérationnelle',
    text: 'Découvrez comment un fondateur à l’étranger commande, signe et reçoit une société américaine, un EIN et un compte bancaire sans quitter son domicile.',
  },
  poster: brandFilm.poster,
  // WebM d’abord : plus léger, et lisible là où H.264 manque.
  sources: [
    { src: brandFilm.webmSrc, type: 'video/webm' },
    { src: brandFilm.src, type: brandFilm.type },
  ],
  // Les sous-titres n’existent qu’en anglais.
  captions: { src: '/media/brand-film.en.vtt', srcLang: 'en', label: 'Anglais' },
};
