import type * as en from '../../pages';
import type { PageKey, PageMeta } from '../../pages';
import { site } from './site';

export type { PageKey, PageMeta };

/** Titre de document d’une page intérieure : 'Tarifs | StarBridge Formation'. L’accueil utilise site.seo.title. */
export const documentTitle: typeof en.documentTitle = (title: string): string => `${title} | ${site.brandName}`;

const blogDescription = 'Des guides pour les fondateurs non américains\u00a0: création, banque et fiscalité.';

export const pages: typeof en.pages = {
  home: { title: site.seo.title, description: site.seo.description },
  services: {
    title: 'Nos services',
    description: 'Immatriculation de société, banque en ligne, EIN, adresse virtuelle, déclarations fiscales à l’IRS et numéro de téléphone américain pour les fondateurs non américains.',
  },
  serviceDetails: {
    title: 'Détail du service',
    description: 'Ce qui est inclus, comment cela fonctionne et ce que vous recevez.',
  },
  projects: {
    title: 'Histoires clients',
    description: 'Comment des fondateurs, de Lisbonne à Osaka, ont créé et gèrent leur société américaine avec nous.',
  },
  projectDetails: {
    title: 'Détail du projet',
    description: 'La structure mise en place, le problème qu’elle a résolu et le résultat.',
  },
  team: {
    title: 'Notre équipe',
    description: 'Découvrez les juristes, les spécialistes de la conformité et les experts fiscaux qui accompagnent votre société américaine.',
  },
  teamDetails: {
    title: 'Profil du membre',
    description: 'Parcours, qualifications et coordonnées d’un membre de notre équipe.',
  },
  about: {
    title: 'À propos',
    description: `Pourquoi ${site.brandName} existe et comment nous aidons les fondateurs non américains à créer et à gérer une société aux États-Unis.`,
  },
  pricing: {
    title: 'Tarifs',
    description: 'Des prix transparents pour la constitution de société, les forfaits Mail Box, le numéro de téléphone américain et la banque en ligne.',
  },
  contact: {
    title: 'Nous contacter',
    description: 'Parlez-nous de votre activité et nous vous recommanderons la bonne structure et le bon État aux États-Unis.',
  },
  login: {
    title: 'Connexion',
    description: 'Connectez-vous à votre portail client pour consulter vos documents, les scans de votre courrier et vos échéances.',
  },
  blogStandard: { title: 'Blog', description: blogDescription },
  blogWithSidebar: { title: 'Blog', description: blogDescription },
  blog2Column: { title: 'Blog', description: blogDescription },
  blog3Column: { title: 'Blog en grille', description: blogDescription },
  blogSingle: { title: 'Article du blog', description: 'Un guide pour fondateurs rédigé par notre équipe.' },
  costs: {
    title: 'Calculateur de coûts',
    description: 'Ce que coûte une LLC ou une C-Corp américaine, année après année, dans le Wyoming, le Delaware, le New Mexico et six autres États, avec la source et la date de chaque frais d’État.',
  },
  refunds: {
    title: 'Remboursements et résiliation',
    description: 'Ce que nous remboursons, jusqu’à quand et comment, ce que nous ne pouvons plus rembourser une fois le dossier déposé, et comment résilier un forfait mensuel.',
  },
  notFound: { title: 'Page introuvable', description: 'La page que vous cherchez n’existe pas.' },
};
