import type * as en from '../../shellLabels';
import { site } from './site';

/**
 * Les libellés que chaque page affiche avant toute section : en-tête, panneau de contact,
 * chargement, notifications, retour en haut. Font partie de `ui`, dans un module à part pour que le
 * script du premier écran ne porte que ceux-ci.
 */
export const shellLabels: typeof en.shellLabels = {
  header: {
    home: 'Accueil',
    mainNav: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    openSearch: 'Ouvrir la recherche',
    closeSearch: 'Fermer la recherche',
    search: 'Rechercher',
    searchPlaceholder: 'Rechercher des guides et des services',
    openContactPanel: 'Ouvrir le panneau de contact',
    closeContactPanel: 'Fermer le panneau de contact',
    contactPanelTitle: 'Nous contacter',
    signIn: 'Se connecter',
    login: 'Connexion',
    freeTrial: 'Essai gratuit',
    toLightScheme: 'Passer au thème clair',
    toDarkScheme: 'Passer au thème sombre',
    language: 'Langue',
    addressHeading: 'Adresse',
    emailHeading: 'E-mail',
    phoneHeading: 'Téléphone',
  },
  common: {
    readMore: 'Lire la suite',
    backToTop: 'Retour en haut',
    home: 'Accueil',
    breadcrumb: 'Fil d’Ariane',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },
  toasts: {
    newsletter: 'Merci pour votre e-mail',
    comment: 'Merci pour votre commentaire',
    close: 'Fermer la notification',
  },
  loader: {
    label: `Chargement de ${site.brandName}`,
  },
};
