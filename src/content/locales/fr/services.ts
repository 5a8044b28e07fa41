import type * as en from '../../services';
import { usd } from '../../../platform/format';
import { image } from '../../images';
import { ui } from './ui';

const bonus = usd(500, 'fr');
const penalty = usd(25000, 'fr');
const phonePrice = usd(1, 'fr');

/** Les six services de création. Les cartes mènent à /services-details/{id}. */
export const services: typeof en.services = [
  {
    id: 1,
    title: 'Immatriculation de société',
    icon: 'registration',
    text: 'Votre LLC ou votre société par actions immatriculée dès 24 heures, avec les statuts constitutifs et les documents internes livrés sous forme numérique.',
    image: image(
      'service',
      '/images/services/service-1.webp',
      'Statuts constitutifs portant le tampon de dépôt de l’État, à côté d’un ordinateur portable affichant le tableau de bord de la société',
    ),
    body: [
      'Nul besoin de vivre aux États-Unis, d’avoir un visa ou un numéro de sécurité sociale américain pour détenir une société américaine. Nous vérifions que le nom de votre société est disponible, préparons le dossier et le déposons auprès de l’État, généralement le Wyoming ou le Delaware, le jour même de votre commande.',
      'De nombreux États approuvent les dépôts en 24 heures\u202f; d’autres prennent quelques jours ouvrés. Dès l’approbation de l’État, vous recevez les statuts constitutifs tamponnés (articles of organization, ou certificate of incorporation pour une société par actions), un contrat d’exploitation (operating agreement) ou des statuts internes (bylaws) rédigés pour un associé non résident, ainsi que les premières résolutions, le tout en PDF signés dans votre portail.',
      'Vous hésitez entre une LLC et une C-Corp\u202f? La LLC (société américaine à responsabilité limitée, comparable à une SARL) est plus simple et convient à la plupart des activités de services et des boutiques en ligne\u202f; une C-Corp du Delaware (société par actions soumise à l’impôt sur les sociétés) est ce qu’attendent les investisseurs si vous prévoyez de lever du capital-risque. Nous vous expliquons les avantages et les inconvénients avec des mots simples avant que vous ne payiez.',
    ],
    includes: [
      'Vérification de la disponibilité du nom et dépôt auprès de l’État',
      'Statuts constitutifs (articles of organization ou certificate of incorporation)',
      'Contrat d’exploitation ou statuts internes (bylaws) pour un associé non résident',
      'Service d’agent enregistré la première année',
      'Livraison numérique de chaque document dans votre portail',
    ],
  },
  {
    id: 2,
    title: 'Banque 100\u202f% en ligne',
    icon: 'banking',
    text: `Un compte bancaire professionnel américain ouvert en ligne auprès de notre banque partenaire, avec une prime de ${bonus}, et l’accès à d’autres plateformes de paiement partenaires.`,
    image: image(
      'service',
      '/images/services/service-2.webp',
      'Téléphone affichant le solde d’un compte bancaire professionnel américain, à côté d’une carte de débit sans contact au nom de la société',
    ),
    body: [
      'Un compte bancaire américain vous permet d’être payé par des clients américains, par des places de marché comme Amazon et Shopify et par des prestataires de paiement comme Stripe. La plupart des banques traditionnelles demandent aux non-résidents de se présenter en agence\u202f; notre banque partenaire ouvre les comptes entièrement en ligne.',
      `Nous constituons votre dossier\u00a0: documents de création, lettre de confirmation de l’EIN, informations sur les associés et votre passeport. Lorsque le compte est ouvert via notre partenaire, vous recevez une prime de ${bonus} une fois remplies les conditions d’éligibilité de la banque.`,
      'Si une banque ne convient pas à votre modèle d’activité ou à votre pays, nous vous mettons en relation avec d’autres plateformes partenaires pour les comptes multidevises, l’émission de cartes et les versements\u00a0: vous n’êtes jamais limité à une seule option.',
    ],
    includes: [
      'Dossier préparé et vérifié avant l’envoi',
      'Ouverture du compte 100\u202f% en ligne, sans déplacement aux États-Unis',
      `Prime de ${bonus} via notre banque partenaire`,
      'Mises en relation avec des plateformes de paiement partenaires',
      'Aide pour les versements Stripe, PayPal et des places de marché',
    ],
  },
  {
    id: 3,
    title: 'Numéro fiscal EIN',
    icon: 'ein',
    text: 'Votre Employer Identification Number délivré par l’IRS\u00a0: le numéro dont vous avez besoin pour ouvrir un compte bancaire, faire vos déclarations fiscales et rester en conformité.',
    image: image(
      'service',
      '/images/services/service-3.webp',
      'Lettre de confirmation de l’EIN de l’IRS sur un bureau, avec un passeport et un stylo',
    ),
    body: [
      'L’EIN est le numéro d’identification fiscale fédéral de votre société. Les banques, les prestataires de paiement, les places de marché et l’IRS le demandent tous\u00a0: c’est la première chose à obtenir une fois votre société approuvée par l’État.',
      'Les fondateurs sans numéro de sécurité sociale américain ne peuvent pas utiliser la demande en ligne de l’IRS. Nous préparons et déposons pour vous le formulaire SS-4 en tant que mandataire (third-party designee), assurons le suivi auprès de l’IRS et déposons la lettre de confirmation de l’EIN dans votre portail dès son arrivée.',
      'Vous n’avez pas besoin d’un ITIN pour obtenir l’EIN de votre société. Si plus tard vous avez besoin d’un ITIN à titre personnel, nos experts-comptables partenaires peuvent vous aider séparément.',
    ],
    includes: [
      'Formulaire SS-4 préparé et déposé pour vous',
      'Aucun numéro de sécurité sociale ni ITIN requis',
      'Suivi auprès de l’IRS jusqu’à l’attribution du numéro',
      'Lettre de confirmation de l’EIN livrée dans votre portail',
    ],
  },
  {
    id: 4,
    title: 'Adresse virtuelle',
    icon: 'address',
    text: 'Une adresse professionnelle américaine gratuite, avec un nombre illimité de lettres numérisées et transmises sans frais supplémentaires.',
    image: image(
      'service',
      '/images/services/service-4.webp',
      'Enveloppes ouvertes en cours de numérisation dans un service courrier, les scans s’affichant sur une tablette',
    ),
    body: [
      'Votre société a besoin d’une adresse aux États-Unis pour les banques, les plateformes de paiement, les factures et votre site web. Nous vous fournissons une véritable adresse postale, pas une boîte postale, incluse gratuitement avec votre création de société.',
      'Chaque lettre adressée à votre société est ouverte à votre demande, numérisée et déposée dans votre portail, avec une alerte par e-mail, sans limite de nombre. Le courrier de l’administration et des banques est signalé pour que vous ne manquiez aucune échéance.',
      'Besoin de l’original\u202f? Demandez sa réexpédition vers n’importe quel pays depuis votre portail. Si vous recevez beaucoup de colis ou avez besoin de plusieurs utilisateurs, les forfaits Mail Box offrent plus de capacité.',
    ],
    includes: [
      'Véritable adresse postale américaine pour votre société',
      'Lettres numérisées en nombre illimité, sans frais supplémentaires',
      'Alerte par e-mail à chaque nouveau courrier',
      'Réexpédition internationale sur demande',
    ],
  },
  {
    id: 5,
    title: 'Déclaration fiscale annuelle à l’IRS',
    icon: 'tax',
    text: 'Votre déclaration fédérale annuelle préparée et déposée par un expert-comptable (CPA) partenaire spécialisé dans les non-résidents.',
    image: image(
      'service',
      '/images/services/service-5.webp',
      'Comptable vérifiant une déclaration d’impôt sur les sociétés américaine, avec une calculatrice et des formulaires surlignés',
    ),
    body: [
      `Chaque société américaine dépose quelque chose auprès de l’IRS chaque année, même sans revenus aux États-Unis. Une LLC à associé unique détenue par un non-résident, par exemple, doit déposer le Form 5472 avec un Form 1120 pro forma, et la pénalité en cas d’oubli commence à ${penalty}.`,
      'Nos experts-comptables partenaires travaillent uniquement avec des sociétés détenues depuis l’étranger. Ils recueillent vos relevés bancaires et un court questionnaire, préparent les formulaires fédéraux adaptés à votre structure et les déposent avant l’échéance, ou demandent une prolongation si nécessaire.',
      'Ils vous indiquent aussi ce que cette déclaration implique dans votre pays et vous signalent les obligations envers l’État, comme les rapports annuels et la taxe de franchise (franchise tax), pour que vous connaissiez tout votre calendrier de l’année.',
    ],
    includes: [
      'Déclaration fédérale adaptée à votre type de société (par exemple 5472 + 1120, 1065 ou 1120)',
      'Demande de prolongation quand l’échéance approche',
      'Rappel des dates du rapport annuel et de la taxe de franchise de l’État',
      'Réponses d’un expert-comptable qui connaît les règles pour non-résidents',
    ],
  },
  {
    id: 6,
    title: 'Numéro de téléphone américain',
    icon: 'phone',
    text: `Un numéro de téléphone américain pour ${phonePrice}, avec des appels illimités depuis votre ordinateur, un téléphone SIP ou votre smartphone.`,
    image: image(
      'service',
      '/images/services/service-6.webp',
      'Smartphone affichant un appel entrant d’un numéro américain dans une application d’appels professionnelle',
    ),
    body: [
      `Les clients, les banques et les services de vérification américains font confiance à un numéro local. Pour ${phonePrice}, vous obtenez un numéro américain qui sonne où que vous soyez\u00a0: dans une application de bureau, sur un téléphone fixe SIP ou dans l’application de votre smartphone.`,
      'Les appels sont illimités, et vous pouvez définir des horaires d’ouverture, un message d’accueil de messagerie vocale et des règles de renvoi pour ne pas être réveillé la nuit par un appelant d’un autre fuseau horaire. Les messages vocaux arrivent dans votre boîte e-mail en audio et en texte.',
      'Les équipes qui grandissent peuvent ajouter des utilisateurs et des numéros avec les forfaits Numéro mobile de la page des tarifs.',
    ],
    includes: [
      `Numéro américain pour ${phonePrice}`,
      'Appels illimités',
      'Fonctionne sur ordinateur, téléphone SIP et smartphone',
      'Horaires d’ouverture, messagerie vocale et règles de renvoi',
    ],
  },
];

/** L’en-tête des pages de liste des services (/services, /services-2, /services-3). */
export const servicesListHeading: typeof en.servicesListHeading = {
  eyebrow: 'Ce que nous faisons',
  title: 'Tout ce dont votre société américaine a besoin, par une seule équipe',
  text: 'Commandez un seul service ou confiez-nous toute la mise en place. Chaque service fonctionne pour les fondateurs qui vivent hors des États-Unis.',
};

/** Le panneau d’appel à l’action à côté de la liste compacte des services et sur chaque page de service. */
export const servicesHelp: typeof en.servicesHelp = {
  title: ui.services.needHelp,
  text: ui.services.needHelpText,
  cta: { label: ui.services.contactUs, to: '/contact-us' },
};
