import type * as en from '../../login';
import { site } from '../../site';

/** La page /login : le portail client est hébergé sur son propre domaine, cette page y mène. */
export const loginPage: typeof en.loginPage = {
  heading: {
    eyebrow: 'Portail client',
    title: 'Connectez-vous à votre portail client',
    text: 'Vos documents de création, la lettre de votre EIN, les scans de votre courrier et vos prochaines échéances se trouvent dans le portail client. Il s’ouvre sur son propre site sécurisé, dans un nouvel onglet.',
  },
  portal: { label: 'Se connecter', to: site.portalSignInUrl },
  portalIncludes: {
    title: 'Dans votre portail',
    items: [
      'Documents de création tamponnés et contrat d’exploitation (operating agreement)',
      'Lettre de confirmation de l’EIN',
      'Scans de chaque lettre envoyée à votre adresse américaine',
      'Échéances de l’État et de l’IRS pour votre société',
    ],
  },
  help: {
    title: 'Un problème de connexion\u202f?',
    text: 'Écrivez à notre équipe d’assistance\u00a0: nous vous aiderons à retrouver l’accès, généralement sous un jour ouvré.',
    email: site.emails.support,
    contact: { label: 'Nous contacter', to: '/contact-us' },
  },
  newClient: {
    title: `Nouveau chez ${site.brandName}\u202f?`,
    text: 'Votre compte client est créé lors de votre première commande. Comparez les forfaits pour commencer.',
    cta: { label: 'Comparer les forfaits', to: '/pricing' },
  },
};
