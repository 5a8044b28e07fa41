import type * as en from '../../marketingServices';
import { projects } from '../../projects';

const photo = (projectId: number) => projects[projectId - 1].image;

/** Deuxième série de services, sur la variante marketing de l’accueil : la croissance après la création. */
export const marketingServices: typeof en.marketingServices = [
  {
    id: 1,
    serviceName: 'Marketing de contenu',
    tag: 'Contenu',
    icon: 'content',
    text: 'Articles, guides et études de cas rédigés pour les acheteurs américains, pour que votre nouvelle société soit trouvée et inspire confiance dès le premier jour.',
    image: photo(5),
  },
  {
    id: 2,
    serviceName: 'Marketing sur les réseaux sociaux',
    tag: 'Réseaux sociaux',
    icon: 'social',
    text: 'Pages d’entreprise et campagnes sur LinkedIn, Instagram et X, créées sous votre marque américaine et publiées aux heures américaines.',
    image: photo(1),
  },
  {
    id: 3,
    serviceName: 'Développement d’applications',
    tag: 'Développement',
    icon: 'app',
    text: 'Applications web et mobiles publiées au nom de votre société américaine, avec des comptes App Store et Google Play à son nom.',
    image: photo(2),
  },
  {
    id: 4,
    serviceName: 'Optimisation SEO',
    tag: 'Référencement',
    icon: 'seo',
    text: 'SEO technique et local, pour que votre adresse, votre numéro de téléphone et vos services américains apparaissent de façon cohérente dans les résultats de recherche.',
    image: photo(3),
  },
  {
    id: 5,
    serviceName: 'Publicité au clic (PPC)',
    tag: 'Publicité',
    icon: 'ppc',
    text: 'Comptes publicitaires Google et Meta facturés sur la carte de votre société américaine, avec des campagnes ciblées par État et par ville.',
    image: photo(6),
  },
  {
    id: 6,
    serviceName: 'Marketing digital',
    tag: 'Stratégie',
    icon: 'digital',
    text: 'Un plan unique qui relie votre site web, vos publicités, vos e-mails et vos places de marché, mesuré aux ventes qu’ils rapportent sur votre compte américain.',
    image: photo(4),
  },
];
