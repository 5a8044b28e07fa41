import type * as en from '../../projects';
import { image } from '../../images';

/**
 * Histoires clients : des fondateurs à l’étranger dont nous avons créé la société américaine.
 * Les ids 1 à 6 sont liés depuis le portfolio (/project-details/{id}).
 */
export const projects: typeof en.projects = [
  {
    id: 1,
    title: 'Marketing digital',
    subTitle: 'Marketing',
    category: 'LLC du Wyoming',
    client: 'Lumen & Pine Studio',
    location: 'Lisbonne, Portugal',
    date: 'janvier 2026',
    image: image(
      'project',
      '/images/projects/project-1.webp',
      'Équipe marketing préparant une campagne avec des post-it sur une paroi vitrée',
    ),
    summary:
      'Un studio marketing de quatre personnes à Lisbonne a créé une LLC du Wyoming pour signer des contrats et facturer ses clients américains en dollars.',
    body: [
      'Lumen & Pine perdait des contrats récurrents aux États-Unis, car les services achats de ses clients voulaient un fournisseur américain avec un formulaire W-9 et un compte bancaire américain. Les fondateurs ne voulaient ni déménager ni ouvrir une filiale avec des salariés.',
      'Nous avons immatriculé une LLC du Wyoming à plusieurs associés en un jour ouvré, obtenu l’EIN par fax et ouvert un compte professionnel en ligne auprès de notre banque partenaire. Le studio facture désormais en USD, est payé par virement ACH et convertit en euros quand le taux lui convient.',
      'Notre expert-comptable partenaire a mis en place la déclaration de société de personnes (Form 1065) et leur a expliqué comment leurs déclarations fiscales portugaises traitent les revenus de la LLC, pour que rien ne soit imposé deux fois.',
    ],
  },
  {
    id: 2,
    title: 'Agence de développement',
    subTitle: 'Développement',
    category: 'LLC du Delaware',
    client: 'Kodeyard Labs',
    location: 'Lagos, Nigeria',
    date: 'novembre 2025',
    image: image(
      'project',
      '/images/projects/project-2.webp',
      'Deux développeurs relisant du code ensemble sur deux écrans',
    ),
    summary:
      'Une agence de logiciels de Lagos s’est appuyée sur une LLC du Delaware, un numéro de téléphone américain et une adresse virtuelle pour décrocher des contrats avec de grandes entreprises aux États-Unis.',
    body: [
      'Les grands comptes demandaient à Kodeyard une entité américaine, une ligne téléphonique américaine pour leurs chargés de compte et une adresse pour les attestations d’assurance. Chacun de ces points était à lui seul bloquant.',
      'Nous avons créé une LLC du Delaware, fourni une adresse virtuelle à New York pour les contrats et le courrier, et mis en place un numéro américain qui sonne sur les ordinateurs de l’équipe aux heures américaines et bascule sur la messagerie vocale la nuit.',
      'Avec un compte bancaire américain et Stripe connecté, l’agence est passée de virements internationaux à 60 jours à des paiements par carte et par ACH réglés en deux jours.',
    ],
  },
  {
    id: 3,
    title: 'Data scientist',
    subTitle: 'Numérique',
    category: 'LLC du Wyoming',
    client: 'Priya Raman Analytics',
    location: 'Bangalore, Inde',
    date: 'septembre 2025',
    image: image(
      'project',
      '/images/projects/project-3.webp',
      'Data scientist analysant des graphiques et un modèle de régression sur un grand écran',
    ),
    summary:
      'Une data scientist indépendante a créé une LLC à associé unique pour travailler sous contrat avec des start-up américaines et séparer l’argent de ses clients de ses finances personnelles.',
    body: [
      'Trois start-up américaines étaient prêtes à engager Priya comme prestataire, mais chacune demandait une société plutôt qu’une personne physique, et son compte personnel lui facturait des frais élevés sur chaque virement international.',
      'Nous avons immatriculé une LLC du Wyoming à associé unique, obtenu l’EIN sans SSN ni ITIN et ouvert un compte professionnel qui verse les fonds sur son compte indien à un taux de change équitable.',
      'Chaque printemps, notre expert-comptable partenaire dépose son Form 5472 et son Form 1120 pro forma, une déclaration que beaucoup de propriétaires non résidents ignorent jusqu’à ce qu’ils reçoivent un avis de pénalité.',
    ],
  },
  {
    id: 4,
    title: 'Étude sur les avantages sociaux',
    subTitle: 'Recherche',
    category: 'C-Corp du Delaware',
    client: 'Cobalt Benefits Research',
    location: 'Nairobi, Kenya',
    date: 'juin 2025',
    image: image(
      'project',
      '/images/projects/project-4.webp',
      'Chercheuse comparant des rapports sur les avantages sociaux des salariés, graphiques étalés sur un bureau',
    ),
    summary:
      'Une start-up de recherche en pleine levée d’amorçage s’est constituée en C-Corp du Delaware pour que ses investisseurs américains puissent signer un SAFE standard.',
    body: [
      'Les fondateurs avaient reçu des lettres d’intention de deux business angels américains, qui exigeaient tous deux une C-Corp du Delaware. Le temps pressait\u00a0: la levée devait être bouclée en trois semaines.',
      'Nous avons constitué la société au Delaware, préparé les statuts internes (bylaws), les premières décisions du conseil d’administration et l’émission des actions aux fondateurs, et les avons mis en relation avec un avocat spécialisé en start-up pour les documents d’investissement.',
      'La levée a été bouclée dans les temps, sur le nouveau compte bancaire américain. Nous maintenons l’agent enregistré à jour et rappelons chaque mois de mars à l’équipe la taxe de franchise et le rapport annuel du Delaware.',
    ],
  },
  {
    id: 5,
    title: 'Optimisation de contenu',
    subTitle: 'Promotion',
    category: 'LLC du Wyoming',
    client: 'Wordcraft Collective',
    location: 'Buenos Aires, Argentine',
    date: 'mars 2026',
    image: image(
      'project',
      '/images/projects/project-5.webp',
      'Rédactrice corrigeant un article sur un ordinateur portable, avec des notes de positionnement dans les moteurs de recherche à côté',
    ),
    summary:
      'Un collectif spécialisé en contenu et en SEO a créé une société américaine pour accepter les paiements par carte et s’abonner à des outils marketing réservés aux États-Unis.',
    body: [
      'Plusieurs des plateformes de SEO et de publicité dont dépendait Wordcraft exigeaient une adresse de facturation et une carte américaines, et ses clients voulaient payer par carte plutôt que par virement international.',
      'Nous avons créé une LLC du Wyoming, fourni l’adresse virtuelle pour la facturation et ouvert un compte professionnel avec une carte de débit de la société pour chaque chef d’équipe.',
      'Le courrier mensuel des fournisseurs et de l’État est numérisé dans leur portail\u00a0: l’équipe n’a jamais à courir après des papiers depuis un autre continent.',
    ],
  },
  {
    id: 6,
    title: 'Lancement e-commerce',
    subTitle: 'Marketing',
    category: 'LLC du Wyoming',
    client: 'Hanami Home Goods',
    location: 'Osaka, Japon',
    date: 'février 2026',
    image: image(
      'project',
      '/images/projects/project-6.webp',
      'Propriétaire d’une boutique en ligne emballant des articles pour la maison dans des cartons d’expédition destinés à des clients américains',
    ),
    summary:
      'Une marque d’articles pour la maison d’Osaka a ouvert un compte vendeur Amazon aux États-Unis grâce à une nouvelle société américaine, une adresse et un numéro de téléphone.',
    body: [
      'La vérification vendeur d’Amazon demandait une société américaine, un compte bancaire au nom de la société, un numéro de téléphone capable de recevoir un appel de vérification et des documents indiquant partout la même adresse.',
      'Nous avons créé la LLC, obtenu l’EIN, ouvert le compte bancaire et fourni un numéro américain et une adresse virtuelle, pour que tous les documents concordent exactement.',
      'La boutique a passé la vérification du premier coup et a été lancée à temps pour la saison des fêtes.',
    ],
  },
];
