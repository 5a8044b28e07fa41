import type * as en from '../../footer';
import { aboutAnchor, homeAnchor, servicesAnchor } from './navigation';
import { services } from '../../services';
import { site } from './site';

export const footerColumns: typeof en.footerColumns = [
  {
    title: 'Entreprise',
    links: [
      homeAnchor,
      aboutAnchor,
      servicesAnchor,
      { label: 'À propos', to: '/about-us' },
      { label: 'Notre équipe', to: '/team' },
      { label: 'Histoires clients', to: '/project-3-column' },
    ],
  },
  {
    title: 'Services',
    links: services.map((service) => ({
      label: service.title,
      to: `/services-details/${service.id}`,
    })),
  },
  {
    title: 'Ressources',
    links: [
      { label: 'Tarifs', to: '/pricing' },
      { label: 'Calculateur de coûts', to: '/costs' },
      { label: 'Vérification par pays', to: '/eligibility' },
      { label: 'Calendrier de conformité', to: '/compliance-calendar' },
      { label: 'Remboursements', to: '/refunds' },
      { label: 'Guides pour fondateurs', to: '/blog-3-column' },
      { label: 'Nous contacter', to: '/contact-us' },
      { label: 'Portail client', to: site.portalSignInUrl, external: true },
    ],
  },
];

export const footerContact: typeof en.footerContact = {
  addressLines: site.address.lines,
  emails: [
    { label: 'Général', address: site.emails.general },
    { label: 'Assistance', address: site.emails.support },
    { label: 'Agent enregistré', address: site.emails.agent },
    { label: 'Facturation', address: site.emails.billing },
  ],
  phone: site.phone,
};

export const footerAbout: typeof en.footerAbout = {
  title: site.brandName,
  text: 'Nous aidons les fondateurs installés hors des États-Unis à créer, bancariser et gérer une société américaine\u00a0: immatriculation, EIN, agent enregistré, adresse, téléphone et déclaration fiscale annuelle, pris en charge par une seule équipe depuis nos bureaux de New York.',
  disclaimer:
    'Nous sommes un service de création de sociétés et d’agent enregistré, pas un cabinet d’avocats. Les déclarations fiscales sont préparées par nos experts-comptables (CPA) partenaires, titulaires d’une licence.',
};
