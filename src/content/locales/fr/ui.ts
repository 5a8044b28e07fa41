import type * as en from '../../ui';
import type { UiLabels } from '../../ui';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';

/**
 * Tous les libellés d’interface du site en français : boutons, libellés ARIA, formulaires,
 * notifications et messages.
 */

export const ui: typeof en.ui = {
  ...shellLabels,
  carousel: {
    pause: 'Mettre le carrousel en pause',
    play: 'Lancer le carrousel',
    previousSlide: 'Diapositive précédente',
    nextSlide: 'Diapositive suivante',
    previousTestimonial: 'Témoignage précédent',
    nextTestimonial: 'Témoignage suivant',
    goToSlide: (n: number) => `Aller à la diapositive ${n}`,
    slideOf: (n: number, total: number) => `${n} sur ${total}`,
    brandsLabel: 'Ils nous font confiance',
    pauseBrands: 'Mettre les logos en pause',
    playBrands: 'Faire défiler les logos',
    testimonialsLabel: 'Témoignages',
  },
  notFound: {
    code: '404',
    title: 'Désolé, page introuvable\u202f!',
    text: 'La page que vous cherchez a été déplacée ou n’a jamais existé. Essayez la page d’accueil ou le menu principal.',
    backToHome: 'Retour à l’accueil',
    imageAlt: "Une boussole qui pointe loin d'une page introuvable",
  },
  services: {
    whatYouGet: 'Ce qui est inclus',
    otherServices: 'Autres services',
    needHelp: 'Vous ne savez pas quel service choisir\u202f?',
    needHelpText: 'Parlez-nous de votre activité et nous vous recommanderons la bonne configuration.',
    contactUs: 'Nous contacter',
    readMoreAbout: (title: string) => `En savoir plus sur ${title}`,
    learnMore: 'En savoir plus',
    learnMoreAbout: (title: string) => `En savoir plus sur ${title}`,
  },
  projects: {
    client: 'Client',
    location: 'Lieu',
    category: 'Structure',
    date: 'Date',
    viewProject: (title: string) => `Voir le projet\u00a0: ${title}`,
    facts: 'Infos projet',
    previousProject: 'Projet précédent',
    nextProject: 'Projet suivant',
    projectNavigation: 'Autres histoires clients',
    carouselLabel: 'Histoires clients à la une',
    pagination: 'Pages des histoires clients',
    page: (n: number) => `Page ${n}`,
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
  },
  team: {
    contactMe: 'Me contacter',
    projects: 'Projets',
    qualifications: 'Qualifications',
    skills: 'Compétences',
    email: 'E-mail',
    phone: 'Téléphone',
    share: 'Partager',
    viewProfile: (name: string) => `Voir le profil de ${name}`,
  },
  blog: {
    by: 'Par',
    postedOn: 'Publié le',
    aboutAuthor: 'À propos de l’auteur',
    tags: 'Mots-clés',
    share: 'Partager',
    previousPost: 'Article précédent',
    nextPost: 'Article suivant',
    commentsHeading: (count: number, title: string) => `${plural('fr', count, { one: (n) => `${n} commentaire`, other: (n) => `${n} commentaires` })} sur «\u00a0${title}\u00a0»`,
    noComments: 'Aucun commentaire pour l’instant. Soyez le premier à partager votre expérience ci-dessous.',
    reply: 'Répondre',
    replyTo: (name: string) => `Répondre à ${name}`,
    leaveComment: 'Laisser un commentaire',
    authorProfile: 'Voir le profil',
    readMore: 'Lire la suite',
    readMoreAbout: (title: string) => `Lire la suite\u00a0: ${title}`,
    postsHeading: 'Derniers guides',
    postNavigation: 'Autres articles',
    pagination: 'Pages du blog',
    page: (n: number) => `Page ${n}`,
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    filters: {
      showing: (count: number) => `${plural('fr', count, { one: (n) => `${n} article`, other: (n) => `${n} articles` })} pour`,
      search: 'Recherche',
      category: 'Catégorie',
      tag: 'Mot-clé',
      month: 'Archives',
      clear: 'Afficher tous les articles',
      noMatch: 'Aucun article ne correspond à vos filtres. Essayez une autre recherche ou parcourez tous les articles.',
    },
    sidebar: {
      label: 'Barre latérale du blog',
      search: 'Rechercher',
      searchLabel: 'Rechercher des articles',
      searchPlaceholder: 'Rechercher par titre',
      searchSubmit: 'Rechercher des articles',
      recentPosts: 'Articles récents',
      categories: 'Catégories',
      gallery: 'Galerie',
      archives: 'Archives',
      social: 'Suivez-nous',
      tags: 'Mots-clés',
    },
  },
  share: {
    label: 'Partager',
    on: (network: string) => `Partager sur ${network}`,
    networks: { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook' },
    copyLink: 'Copier le lien',
    linkCopied: 'Lien copié',
  },
  pricing: {
    plansLabel: 'Catégories de forfaits',
    billingPeriod: 'Période de facturation',
    monthly: 'Mensuel',
    yearly: 'Annuel',
    popular: 'Le plus populaire',
    onRequest: 'Sur demande',
    planFeatures: (name: string) => `Ce que comprend le forfait ${name}`,
    refundTerms: 'Conditions de remboursement',
  },
  video: {
    play: 'Lire la vidéo',
    close: 'Fermer la vidéo',
    dialogTitle: 'Comment ça marche',
    unsupported: 'Votre navigateur ne peut pas lire cette vidéo.',
  },
  progress: {
    valueText: (title: string, value: number) => `${title}\u00a0: ${value}\u202f%`,
  },
  faq: {
    label: 'Questions fréquentes',
  },
  forms: {
    required: 'Obligatoire',
    contact: {
      name: 'Votre nom',
      email: 'Adresse e-mail',
      phone: 'Numéro de téléphone',
      comments: 'Comment pouvons-nous vous aider\u202f?',
      commentsPlaceholder: 'Votre pays, votre activité et ce dont vous avez besoin aux États-Unis',
      submit: 'Envoyer le message',
      submitting: 'Envoi…',
      honeypot: 'Laissez ce champ vide',
      nameRequired: 'Veuillez indiquer votre nom.',
      emailRequired: 'Veuillez indiquer votre adresse e-mail.',
      emailInvalid: 'Saisissez une adresse e-mail du type nom@exemple.com.',
      phoneRequired: 'Veuillez indiquer votre numéro de téléphone.',
      phoneInvalid: 'Utilisez de 5 à 15 chiffres\u202f; les espaces et + ( ) - . sont acceptés.',
      commentsRequired: 'Dites-nous comment nous pouvons vous aider.',
      tooLong: (max: number, length: number) => `Trop long\u00a0: ${length} caractères. Limitez-vous à ${max}, s’il vous plaît.`,
      charactersUsed: (length: number, max: number) => `${length} caractères sur ${max}`,
      planInterest: (plan: string) => `Le forfait ${plan} m’intéresse.`,
    },
    comment: {
      name: 'Votre nom',
      email: 'Adresse e-mail',
      comment: 'Votre commentaire',
      submit: 'Publier le commentaire',
    },
    newsletter: {
      email: 'Adresse e-mail',
      placeholder: 'Votre adresse e-mail',
      submit: 'S’abonner',
    },
  },
  inquiry: {
    success: 'Formulaire envoyé avec succès\u202f!',
    failure: 'L’envoi du formulaire a échoué. Veuillez réessayer.',
    unexpected: 'Une erreur inattendue s’est produite.',
  },
  footer: {
    contactTitle: 'Contact',
    addressTitle: 'Adresse',
    phoneTitle: 'Téléphone',
    rights: 'Tous droits réservés.',
    footerNav: 'Pied de page',
  },
};

export type { UiLabels };

/** Les libellés de la barre latérale du blog, avec l’indication « nouvel onglet » de ses liens sociaux. */
export const blogSidebarLabels: typeof en.blogSidebarLabels = { ...ui.blog.sidebar, opensInNewTab: ui.common.opensInNewTab };

/** Les libellés d’un article, avec ses liens de partage titrés comme le reste du blog. */
export const blogPostLabels: typeof en.blogPostLabels = { ...ui.blog, share: { ...ui.share, label: ui.blog.share } };

/** Les champs du formulaire de commentaire, son titre et la notification de remerciement. */
export const commentFormLabels: typeof en.commentFormLabels = { ...ui.forms.comment, heading: ui.blog.leaveComment, thanks: ui.toasts.comment };

/** Raccourcis pour la structure de l’application. */
export const toastLabels: typeof en.toastLabels = shellLabels.toasts;
export const notFoundLabels: typeof en.notFoundLabels = ui.notFound;
