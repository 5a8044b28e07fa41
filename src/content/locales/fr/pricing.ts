import type * as en from '../../pricing';
import type { PricingPlan } from '../../../types/content';
import { usd } from '../../../platform/format';
import { paymentLinks } from '../../paymentLinks';

const pay = (slug: keyof typeof paymentLinks) => ({ kind: 'payment', url: paymentLinks[slug] }) as const;
const contact = { kind: 'contact' } as const;

/*
 * Conditions de remboursement, une ou deux phrases par forfait ; la politique complète est dans
 * ./refunds.ts. Comme en anglais, ces conditions sont une proposition que l’entreprise doit encore
 * confirmer (voir le commentaire de ../../refunds.ts).
 */
const refundMonthly =
  'Votre premier mois vous est remboursé en argent si vous résiliez dans les 14 jours suivant le paiement. Ensuite, résiliez quand vous voulez depuis votre portail\u00a0: aucun mois supplémentaire n’est facturé, mais un mois commencé n’est pas remboursé.';
const refundQuoted = 'Votre devis indique ce qui est remboursé et jusqu’à quand, toujours en argent, jamais sous forme d’avoir\u202f; les mois commencés ne sont pas remboursés.';
/** Prix affiché : le montant en dollars américains, écrit à la française (« 6 900 $US »). */
const dollars = (amount: number) => usd(amount, 'fr');
const perMonth = '/mois';
const bankFees = 'Les frais bancaires suivent les conditions de la banque.';

/** La période d’un paiement unique (même texte que dans ./costCalculator.ts). */
const oneTimePeriod = 'paiement unique';

export const pricingHeading: typeof en.pricingHeading = {
  eyebrow: 'Tarifs',
  title: 'Des tarifs tout compris, transparents et abordables',
  text: 'Choisissez ce dont votre société a besoin aujourd’hui et ajoutez le reste plus tard. Les prix sont en dollars américains\u202f; les frais et taxes d’État sont indiqués avant le paiement.',
};

const incorporationPlans: PricingPlan[] = [
  {
    id: 'formation-llc',
    name: 'LLC',
    price: dollars(6900),
    amount: 6900,
    period: oneTimePeriod,
    description: `Tout pour créer et gérer votre LLC américaine. Un dépôt de garantie de ${usd(5000, 'fr')} est exigé, ou payez en plusieurs fois.`,
    features: [
      'Immatriculation de la société dès 24 heures',
      'Numéro fiscal EIN',
      'Agent enregistré et adresse virtuelle aux États-Unis',
      'Numéro de téléphone américain',
      'Ouverture du compte bancaire en ligne',
      'Déclaration fiscale annuelle à l’IRS par un CPA partenaire',
      'Accompagnement à vie',
    ],
    buttonLabel: 'Commencer dans le portail',
    action: { kind: 'portal' },
    highlighted: true,
    refund: 'Annulez avant notre dépôt auprès de l’État et vous êtes remboursé intégralement, en argent et non sous forme d’avoir. Une fois vos documents déposés, les frais d’État et le travail de dépôt ne peuvent plus être remboursés.',
  },
  {
    id: 'formation-custom',
    name: 'Sur mesure',
    price: 'Sur demande',
    amount: null,
    period: null,
    description: 'Une C-Corp du Delaware pour des investisseurs, plusieurs associés ou plus d’un État\u00a0: nous construisons l’offre autour de votre projet.',
    features: ['LLC ou C-Corp dans l’État dont vous avez besoin', 'Actions des fondateurs et décisions du conseil', 'Mises en relation avec des avocats spécialisés en start-up', 'Un interlocuteur unique'],
    buttonLabel: 'Nous contacter',
    action: contact,
    refund: 'Votre devis indique ce qui est remboursé et jusqu’à quand, toujours en argent, jamais sous forme d’avoir\u202f; les frais d’État ne sont jamais remboursables une fois le dossier déposé.',
  },
];

const mailboxPlans: PricingPlan[] = [
  {
    id: 'mailbox-grow',
    name: 'Grow',
    price: dollars(99),
    amount: 99,
    period: perMonth,
    description: 'Pour une société qui reçoit régulièrement du courrier de banques, de clients et de l’IRS.',
    features: ['100 courriers par mois', '3 utilisateurs', `Utilisateur supplémentaire\u00a0: ${usd(20, 'fr')}`, 'Scans dans votre portail avec alertes par e-mail', 'Réexpédition vers n’importe quel pays'],
    buttonLabel: 'Acheter Grow',
    action: pay('mailbox-grow'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'mailbox-scale',
    name: 'Scale',
    price: dollars(169),
    amount: 169,
    period: perMonth,
    description: 'Pour les équipes qui traitent plus de courrier et veulent que plus de personnes y aient accès.',
    features: ['Tout ce que comprend Grow', 'Un volume de courrier mensuel plus important', `Utilisateur supplémentaire\u00a0: ${usd(30, 'fr')}`, 'Numérisation prioritaire'],
    buttonLabel: 'Acheter Scale',
    action: pay('mailbox-scale'),
    refund: refundMonthly,
  },
  {
    id: 'mailbox-custom',
    name: 'Sur mesure',
    price: 'Sur demande',
    amount: null,
    period: null,
    description: 'Gros volumes, colis ou plusieurs adresses\u00a0: dites-nous ce que vous recevez et nous vous ferons un devis.',
    features: ['Le volume de votre choix', 'Réception de colis', 'Plusieurs adresses pour la société'],
    buttonLabel: 'Nous contacter',
    action: contact,
    refund: refundQuoted,
  },
];

const phonePlans: PricingPlan[] = [
  {
    id: 'phone-starter',
    name: 'Starter',
    price: dollars(49),
    amount: 49,
    period: perMonth,
    description: 'Un numéro américain pour un fondateur qui prend ses appels de n’importe où.',
    features: ['Un numéro américain', 'Appels illimités', 'Ordinateur, téléphone SIP et smartphone', 'Messagerie vocale transmise par e-mail'],
    buttonLabel: 'Acheter Starter',
    action: pay('phone-starter'),
    refund: refundMonthly,
  },
  {
    id: 'phone-business',
    name: 'Business',
    price: dollars(99),
    amount: 99,
    period: perMonth,
    description: 'Une ligne partagée pour une petite équipe, avec un routage des appels entre fuseaux horaires.',
    features: ['Tout ce que comprend Starter', 'Plusieurs utilisateurs sur un même numéro', 'Horaires d’ouverture et routage des appels', 'Message d’accueil et menu vocal'],
    buttonLabel: 'Acheter Business',
    action: pay('phone-business'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'phone-enterprise',
    name: 'Enterprise',
    price: 'Sur demande',
    amount: null,
    period: null,
    description: 'De nombreux numéros, des centres d’appels ou des intégrations avec votre CRM.',
    features: ['Numéros dans plusieurs indicatifs régionaux', 'Intégrations sur demande', 'Mise en place dédiée'],
    buttonLabel: 'Nous contacter',
    action: contact,
    refund: refundQuoted,
  },
];

const bankingPlans: PricingPlan[] = [
  {
    id: 'banking-essential',
    name: 'Essential',
    price: 'Sur demande',
    amount: null,
    period: null,
    description: 'Un compte professionnel auprès de notre banque partenaire pour une nouvelle société.',
    features: [`Dépôt minimum de ${usd(5000, 'fr')}`, 'Ouverture 100\u202f% en ligne', `Prime de ${usd(500, 'fr')} via notre banque partenaire`],
    buttonLabel: 'Nous contacter',
    action: contact,
    refund: 'Rien n’est facturé tant que vous n’avez pas accepté un devis, et le devis indique ce qui est remboursé en argent\u202f; les frais et dépôts propres à la banque partenaire suivent ses conditions.',
  },
  {
    id: 'banking-plus',
    name: 'Plus',
    price: dollars(79),
    amount: 79,
    period: perMonth,
    description: 'Pour les sociétés qui ont des ventes et des versements réguliers aux États-Unis.',
    features: [`Minimum de ${usd(10000, 'fr')}`, 'Tout ce que comprend Essential', 'Mises en relation avec des plateformes de paiement partenaires', 'Examen prioritaire de la demande'],
    buttonLabel: 'Acheter Plus',
    action: pay('banking-plus'),
    highlighted: true,
    refund: `${refundMonthly} ${bankFees}`,
  },
  {
    id: 'banking-pro',
    name: 'Pro',
    price: dollars(500),
    amount: 500,
    period: perMonth,
    description: 'Pour les entreprises à fort volume qui ont besoin d’un interlocuteur bancaire dédié.',
    features: [`Minimum de ${usd(25000, 'fr')}`, 'Tout ce que comprend Plus', 'Gestionnaire bancaire dédié', 'Options multidevises et émission de cartes'],
    buttonLabel: 'Acheter Pro',
    action: pay('banking-pro'),
    refund: `${refundMonthly} ${bankFees}`,
  },
];

/** Les quatre onglets de la page des tarifs. */
export const pricingTabs: typeof en.pricingTabs = [
  { id: 'incorporations', label: 'Création de société', plans: incorporationPlans },
  { id: 'mailbox', label: 'Mail Box', plans: mailboxPlans },
  { id: 'phone', label: 'Numéro mobile', plans: phonePlans },
  { id: 'banking', label: 'Banque en ligne', plans: bankingPlans },
];

/**
 * Le groupe sur le sélecteur mensuel/annuel de l’accueil marketing, présenté comme un suivi
 * comptable et de conformité : le nom du forfait indique la fréquence de rapprochement des comptes.
 */
export const billingCycleHeading: typeof en.billingCycleHeading = {
  eyebrow: 'Suivi comptable et conformité',
  title: 'Gardez votre société américaine en ordre',
  text: 'Nous rapprochons vos comptes, suivons chaque échéance de l’État et de l’IRS et remettons des comptes propres à votre expert-comptable. Payez au mois, ou à l’année et économisez.',
};

export const billingCyclePlans: typeof en.billingCyclePlans = [
  {
    id: 'monthly',
    label: 'Mensuel',
    plans: [
      {
        id: 'care-monthly',
        name: 'Mensuel',
        price: dollars(99),
        amount: 99,
        period: perMonth,
        description: 'Comptes rapprochés une fois par mois, pour une société qui a peu de transactions.',
        features: ['Rapprochement mensuel', 'Relevé mensuel', 'Rappels des échéances de l’État et de l’IRS'],
        buttonLabel: 'Choisir Mensuel',
        action: pay('care-monthly'),
      },
      {
        id: 'care-weekly',
        name: 'Hebdomadaire',
        price: dollars(249.99),
        amount: 249.99,
        period: perMonth,
        description: 'Comptes rapprochés chaque semaine, pour les sociétés qui vendent sur plusieurs plateformes.',
        features: ['Rapprochement hebdomadaire', 'Versements Stripe, PayPal et des places de marché rapprochés', 'Relevé mensuel', 'Rappels des échéances de l’État et de l’IRS'],
        buttonLabel: 'Choisir Hebdomadaire',
        action: pay('care-weekly'),
        highlighted: true,
      },
      {
        id: 'care-daily',
        name: 'Quotidien',
        price: dollars(1449.99),
        amount: 1449.99,
        period: perMonth,
        description: 'Comptes rapprochés chaque jour ouvré par un comptable dédié, pour les boutiques à fort volume.',
        features: ['Rapprochement quotidien', 'Comptable dédié', 'Rapport de trésorerie hebdomadaire', 'Dossier de fin d’année pour votre expert-comptable'],
        buttonLabel: 'Choisir Quotidien',
        action: pay('care-daily'),
      },
    ],
  },
  {
    id: 'yearly',
    label: 'Annuel',
    plans: [
      {
        id: 'care-yearly',
        name: 'Annuel',
        price: dollars(68),
        amount: 68,
        period: '/mois, facturé à l’année',
        description: `Le forfait Mensuel payé une fois par an\u00a0: ${usd(68, 'fr')} au lieu de ${usd(99, 'fr')} par mois.`,
        features: ['Rapprochement mensuel', 'Relevé mensuel', 'Rappels des échéances de l’État et de l’IRS', 'Économisez 31\u202f% par rapport au paiement mensuel'],
        buttonLabel: 'Choisir Annuel',
        action: pay('care-yearly'),
        highlighted: true,
      },
    ],
  },
];
