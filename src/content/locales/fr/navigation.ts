import type * as en from '../../navigation';
import { menuFrom } from '../../menuFrom';
import { site } from './site';

/** Ancres internes à la page. */
export const aboutAnchor: typeof en.aboutAnchor = { label: 'À propos', to: '/#footer' };
export const servicesAnchor: typeof en.servicesAnchor = { label: 'Nos services', to: '/#services' };
export const homeAnchor: typeof en.homeAnchor = { label: 'Accueil', to: '/#' };

export const menuLabels: typeof en.menuLabels = {
  groups: {
    home: 'Accueil',
    services: 'Services',
    projects: 'Projets',
    team: 'Équipe',
    blog: 'Blog',
    tools: 'Outils',
    pages: 'Pages',
  },
  pages: {
    'home-1': 'Accueil 01',
    'home-2': 'Accueil 02',
    'home-3': 'Accueil 03',
    business: 'Accueil entreprise',
    'home-1-dark': 'Accueil 01 sombre',
    'home-2-dark': 'Accueil 02 sombre',
    'home-3-dark': 'Accueil 03 sombre',
    'business-dark': 'Accueil entreprise sombre',
    services: 'Services 01',
    'services-2': 'Services 02',
    'services-3': 'Services 03',
    'services-details': 'Détail d’un service',
    'project-2-column': 'Projets sur 2 colonnes',
    'project-3-column': 'Projets sur 3 colonnes',
    'project-carousel': 'Carrousel de projets',
    'project-details': 'Détail d’un projet',
    team: 'Équipe 01',
    'team-2': 'Équipe 02',
    'team-3': 'Équipe 03',
    'team-details': 'Profil d’un membre',
    'blog-standard': 'Blog standard',
    'blog-with-sidebar': 'Blog avec barre latérale',
    'blog-2-column': 'Blog sur 2 colonnes',
    'blog-3-column': 'Blog en grille',
    'blog-single': 'Article de blog',
    'blog-single-sidebar': 'Article avec barre latérale',
    costs: 'Calculateur de coûts',
    eligibility: 'Vérification par pays',
    'compliance-calendar': 'Calendrier de conformité',
    'about-us': 'À propos',
    pricing: 'Tarifs',
    'contact-us': 'Contact',
    login: 'Connexion',
  },
};

/** The header's menu, from the route table (src/routeTable.ts). */
export const mainMenu: typeof en.mainMenu = menuFrom(menuLabels);

/** Boutons de l’en-tête. « Se connecter » ouvre le portail sur son propre domaine ; « Connexion » explique le portail ; « Essai gratuit » compare les forfaits. */
export const headerActions: typeof en.headerActions = {
  signIn: { label: 'Se connecter', to: site.portalSignInUrl, external: true },
  login: { label: 'Connexion', to: '/login' },
  freeTrial: { label: 'Essai gratuit', to: '/pricing' },
};

/** Where the header's row fits with these labels (see the English module). */
export const headerFits: typeof en.headerFits = { desktopNav: 1368, freeTrial: 1504 };
