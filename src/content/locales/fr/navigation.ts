import type * as en from '../../navigation';
import { site } from './site';

/** Ancres internes à la page. */
export const aboutAnchor: typeof en.aboutAnchor = { label: 'À propos', to: '/#footer' };
export const servicesAnchor: typeof en.servicesAnchor = { label: 'Nos services', to: '/#services' };
export const homeAnchor: typeof en.homeAnchor = { label: 'Accueil', to: '/#' };

export const mainMenu: typeof en.mainMenu = [
  {
    label: 'Accueil',
    to: '/',
    children: [
      { label: 'Accueil 01', to: '/' },
      { label: 'Accueil 02', to: '/home-2' },
      { label: 'Accueil 03', to: '/home-3' },
      { label: 'Accueil entreprise', to: '/business' },
      { label: 'Accueil 01 sombre', to: '/home-1-dark' },
      { label: 'Accueil 02 sombre', to: '/home-2-dark' },
      { label: 'Accueil 03 sombre', to: '/home-3-dark' },
      { label: 'Accueil entreprise sombre', to: '/business-dark' },
    ],
  },
  {
    label: 'Services',
    to: '/services',
    children: [
      { label: 'Services 01', to: '/services' },
      { label: 'Services 02', to: '/services-2' },
      { label: 'Services 03', to: '/services-3' },
      { label: 'Détail d’un service', to: '/services-details/1' },
    ],
  },
  {
    label: 'Projets',
    to: '/project-3-column',
    children: [
      { label: 'Projets sur 2 colonnes', to: '/project-2-column' },
      { label: 'Projets sur 3 colonnes', to: '/project-3-column' },
      { label: 'Carrousel de projets', to: '/project-carousel' },
      { label: 'Détail d’un projet', to: '/project-details/1' },
    ],
  },
  {
    label: 'Équipe',
    to: '/team',
    children: [
      { label: 'Équipe 01', to: '/team' },
      { label: 'Équipe 02', to: '/team-2' },
      { label: 'Équipe 03', to: '/team-3' },
      { label: 'Profil d’un membre', to: '/team-details/1' },
    ],
  },
  {
    label: 'Blog',
    to: '/blog-standard',
    children: [
      { label: 'Blog standard', to: '/blog-standard' },
      { label: 'Blog avec barre latérale', to: '/blog-with-sidebar' },
      { label: 'Blog sur 2 colonnes', to: '/blog-2-column' },
      { label: 'Blog en grille', to: '/blog-3-column' },
      { label: 'Article de blog', to: '/blog-single/1' },
      { label: 'Article avec barre latérale', to: '/blog-single-sidebar/1' },
    ],
  },
  {
    label: 'Outils',
    to: '/costs',
    children: [
      { label: 'Calculateur de coûts', to: '/costs' },
      { label: 'Vérification par pays', to: '/eligibility' },
      { label: 'Calendrier de conformité', to: '/compliance-calendar' },
    ],
  },
  {
    label: 'Pages',
    to: '/about-us',
    children: [
      { label: 'À propos', to: '/about-us' },
      { label: 'Tarifs', to: '/pricing' },
      { label: 'Contact', to: '/contact-us' },
      { label: 'Connexion', to: '/login' },
    ],
  },
];

/** Boutons de l’en-tête. « Se connecter » ouvre le portail sur son propre domaine ; « Connexion » explique le portail ; « Essai gratuit » compare les forfaits. */
export const headerActions: typeof en.headerActions = {
  signIn: { label: 'Se connecter', to: site.portalSignInUrl, external: true },
  login: { label: 'Connexion', to: '/login' },
  freeTrial: { label: 'Essai gratuit', to: '/pricing' },
};

/** Where the header's row fits with these labels (see the English module). */
export const headerFits: typeof en.headerFits = { desktopNav: 1368, freeTrial: 1504 };
