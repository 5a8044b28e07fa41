/*
 * La politique de remboursement et de résiliation de /refunds, en langage clair.
 *
 * PROPOSITION : comme en anglais (../../refunds.ts), ces conditions (remboursement du premier mois
 * sous 14 jours, remboursement en argent plutôt qu’en avoir, délai avant le dépôt auprès de l’État,
 * versement sous 10 jours ouvrés) attendent encore la confirmation de l’entreprise. Les modifier ici
 * et dans les lignes par forfait de ./pricing.ts en même temps.
 */
import type * as en from '../../refunds';
import { site } from './site';

export const refundPolicy: typeof en.refundPolicy = {
  heading: {
    eyebrow: 'Remboursements et résiliation',
    title: 'Ce que nous remboursons, jusqu’à quand et comment',
    text: 'Les remboursements sont versés en argent sur la carte ou le compte utilisé pour payer, jamais sous forme d’avoir. Ce que nous ne pouvons pas rembourser, ce sont les sommes déjà versées à un État pour votre compte.',
  },
  summaryTitle: 'En bref, par forfait',
  summary: [
    {
      id: 'formation',
      plan: 'Création de société (LLC, Sur mesure)',
      refundable: 'Tout, jusqu’à ce que nous déposions vos documents auprès de l’État.',
      notRefundable: 'Les frais de dépôt de l’État et le travail de dépôt une fois vos documents déposés\u202f; un devis Sur mesure précise ses propres conditions.',
    },
    {
      id: 'monthly',
      plan: 'Forfaits mensuels (Mail Box, numéro de téléphone américain, banque)',
      refundable: 'Votre premier mois, si vous résiliez dans les 14 jours suivant son paiement.',
      notRefundable: 'Les mois suivants déjà commencés\u202f; les frais facturés par la banque partenaire.',
    },
    {
      id: 'quoted',
      plan: 'Forfaits sur demande',
      refundable: 'Ce que prévoit votre devis écrit, pendant la durée qu’il indique.',
      notRefundable: 'Les frais d’État une fois le dossier déposé, et les mois déjà commencés.',
    },
  ],
  summaryColumns: { plan: 'Forfait', refundable: 'Remboursable', notRefundable: 'Non remboursable' },
  blocks: [
    {
      id: 'formation',
      title: 'Création de société',
      paragraphs: [
        'Tant que nous n’avons pas déposé vos documents auprès de l’État, vous pouvez annuler et récupérer l’intégralité de ce que vous avez payé. Nous déposons le dossier dans un délai d’un jour ouvré après réception de votre commande complète\u00a0: prévenez-nous dès que vous changez d’avis.',
        'Une fois que l’État a reçu vos documents, il conserve ses frais quoi qu’il arrive, et nous conservons la rémunération du travail de dépôt. Si vous annulez après le dépôt, nous remboursons à leur prix catalogue les éléments du forfait que nous n’avons pas commencés (par exemple la demande d’EIN ou la mise en relation bancaire).',
      ],
    },
    {
      id: 'monthly',
      title: 'Forfaits mensuels',
      paragraphs: [
        'Résiliez un forfait Mail Box, de numéro de téléphone ou bancaire à tout moment depuis votre portail ou par e-mail. Aucun mois supplémentaire n’est facturé\u202f; le mois déjà commencé court jusqu’à son terme.',
        'Si vous résiliez dans les 14 jours suivant le paiement de votre premier mois, nous vous remboursons ce mois intégralement.',
      ],
    },
    {
      id: 'state-fees',
      title: 'Ce que nous ne pouvons pas rembourser',
      paragraphs: [
        'Les frais de dépôt, les frais de rapport annuel et la taxe de franchise (franchise tax) que nous avons versés à un État pour votre compte\u00a0: l’État ne nous les rend pas. Le calculateur de coûts indique chaque frais d’État et sa source.',
        'Les frais et dépôts d’une banque ou d’une plateforme de paiement partenaire suivent leurs propres conditions.',
      ],
    },
    {
      id: 'how',
      title: 'Comment les remboursements sont versés',
      paragraphs: [
        'Sur la carte ou le compte utilisé pour payer, en dollars américains, dans les 10 jours ouvrés suivant notre confirmation du remboursement. Jamais sous forme d’avoir ni de bon d’achat. Votre banque peut mettre quelques jours de plus à l’afficher.',
      ],
    },
  ],
  contact: {
    title: 'Pour résilier ou demander un remboursement',
    text: 'Écrivez à notre service de facturation depuis l’adresse e-mail de votre commande, en indiquant le nom de votre société. Nous confirmons par e-mail sous un jour ouvré.',
    emailLabel: 'Écrire à la facturation',
    email: site.emails.billing,
  },
  costsLink: { label: 'Voir les frais d’État dans le calculateur de coûts', to: '/costs' },
};
