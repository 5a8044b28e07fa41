import type * as en from '../../blog';
import type { BlogAuthor, BlogPost } from '../../../types/content';
import { monthName, shortDate, usd } from '../../../platform/format';
import { image } from '../../images';
import { socialLinks } from './socialLinks';
import { team } from './team';

const post = (n: number, alt: string) => image('post', `/images/blog/post-${n}.webp`, alt);

const penalty = usd(25000, 'fr');

/** Guides pour fondateurs. Les cartes mènent à /blog-single/{id} ou /blog-single-sidebar/{id}. */
export const blogPosts: typeof en.blogPosts = [
  {
    id: 1,
    title: 'LLC ou C-Corp\u00a0: quelle société américaine créer quand on est non-résident\u202f?',
    category: 'Création de société',
    tag: 'LLC',
    author: 'Amara Okafor',
    date: '2026-10-12',
    displayDate: shortDate('2026-10-12', 'fr'),
    image: post(1, 'Illustration d’une balance pesant un petit bâtiment à colonnes face à une tour de bureaux'),
    excerpt:
      'Les deux protègent votre patrimoine personnel et peuvent être entièrement détenues depuis l’étranger. Le bon choix dépend de votre imposition et de votre intention ou non de lever des fonds.',
    body: [
      'La plupart des fondateurs non américains choisissent entre deux structures\u00a0: la limited liability company (LLC), société à responsabilité limitée comparable à une SARL, et la C corporation (C-Corp), société par actions comparable à une SA ou une SAS. Les deux protègent votre patrimoine personnel des dettes de la société, peuvent être détenues à 100\u202f% par un étranger et peuvent être créées sans se rendre aux États-Unis.',
      'La LLC est le choix le plus simple. Elle n’a ni conseil d’administration ni certificats d’actions, demande peu de formalités et, par défaut, n’est pas imposée au niveau de la société\u00a0: l’IRS traite une LLC à associé unique comme une entité transparente (disregarded entity) et une LLC à plusieurs associés comme une société de personnes (partnership). Pour un non-résident dont l’activité est gérée depuis l’étranger, cela signifie souvent peu ou pas d’impôt fédéral américain sur le revenu, même si une déclaration d’information reste due chaque année.',
      'La C-Corp est un contribuable distinct. Elle paie un impôt fédéral sur les bénéfices à taux fixe de 21\u202f%, et les dividendes versés à des actionnaires étrangers peuvent être soumis à une retenue à la source. En contrepartie, elle peut émettre différentes catégories d’actions et des stock-options, exactement ce qu’attendent les investisseurs en capital-risque.',
    ],
    midTitle: 'Une règle simple',
    midBody: [
      'Choisissez une LLC si vous avez une activité de services, une agence, un cabinet de conseil ou une boutique en ligne, si vous comptez garder les bénéfices pour vous et si vous n’attendez pas d’investisseurs extérieurs prochainement.',
      'Choisissez une C-Corp du Delaware si vous prévoyez de lever des fonds auprès de business angels ou de fonds de capital-risque américains, de proposer des stock-options ou de postuler à un accélérateur. Convertir une LLC en C-Corp plus tard est possible, mais cela coûte du temps et des frais juridiques\u00a0: décidez tôt si une levée de fonds est probable.',
      'Quel que soit votre choix, vérifiez comment votre pays impose ces revenus. Certains pays considèrent la LLC comme transparente et vous imposent personnellement sur ses bénéfices\u202f; d’autres la traitent comme une société étrangère. Un court échange avec un expert-comptable avant la création évite les surprises.',
    ],
    tags: ['LLC', 'C-Corp', 'Delaware', 'Wyoming'],
  },
  {
    id: 2,
    title: 'Comment obtenir un EIN sans numéro de sécurité sociale américain',
    category: 'Fiscalité',
    tag: 'EIN',
    author: 'Amara Okafor',
    date: '2026-09-28',
    displayDate: shortDate('2026-09-28', 'fr'),
    image: post(4, 'Illustration d’un formulaire de demande en ligne sur un ordinateur portable, à côté d’un portefeuille contenant une carte approuvée'),
    excerpt:
      'Le formulaire en ligne de l’IRS est fermé aux fondateurs sans SSN ni ITIN, mais il existe un moyen fiable d’obtenir depuis l’étranger le numéro fiscal de votre société.',
    body: [
      'L’Employer Identification Number (EIN) est le numéro d’identification fiscale fédéral à neuf chiffres de votre société. Malgré son nom, il vous en faut un même sans salariés\u00a0: les banques, Stripe, Amazon et l’IRS le demandent tous.',
      'La demande en ligne de l’IRS ne fonctionne que pour les demandeurs qui ont un numéro de sécurité sociale (SSN) ou un ITIN (numéro d’identification fiscale individuel délivré par l’IRS). Les fondateurs non résidents font leur demande avec le formulaire SS-4\u00a0: par fax, par téléphone sur la ligne internationale de l’IRS, ou par l’intermédiaire d’un mandataire (third-party designee) qui la dépose pour eux.',
    ],
    midTitle: 'Ce qu’il vous faut avant de faire la demande',
    midBody: [
      'L’État doit d’abord avoir approuvé votre société, car la dénomination sociale indiquée sur le SS-4 doit correspondre exactement à vos statuts. Il vous faut aussi le nom complet et l’adresse à l’étranger de la personne responsable (responsible party), l’adresse américaine de la société, le type d’entité, le nombre d’associés et le motif de la demande, en général la création d’une nouvelle activité.',
      'Un propriétaire étranger sans SSN ni ITIN peut tout à fait être la personne responsable. Vous n’avez pas besoin de demander un ITIN au préalable.',
      'Les demandes par fax reviennent en général dans un délai de quelques jours ouvrés à quelques semaines, selon la charge de travail de l’IRS. Conservez précieusement la lettre de confirmation (CP 575)\u00a0: les banques la demandent, et si vous la perdez, l’IRS peut délivrer une lettre de remplacement 147C.',
    ],
    tags: ['EIN', 'IRS', 'Form SS-4'],
  },
  {
    id: 3,
    title: 'Ce que fait un agent enregistré, et pourquoi votre société en a besoin',
    category: 'Conformité',
    tag: 'Agent enregistré',
    author: 'Omar Haddad',
    date: '2026-09-03',
    displayDate: shortDate('2026-09-03', 'fr'),
    image: post(6, 'Illustration d’une liste de contrôle sur un porte-bloc, avec des cases cochées à côté d’un écusson en forme de bouclier'),
    excerpt:
      'Chaque État l’exige. Voici ce que fait réellement l’agent, ce qui se passe si personne n’est là, et pourquoi un non-résident ne peut pas être son propre agent.',
    body: [
      'Chaque État américain exige qu’une société constituée ou enregistrée sur son territoire désigne un agent enregistré (registered agent)\u00a0: une personne ou une entreprise disposant d’une adresse physique dans cet État, disponible aux heures de bureau, pour recevoir les actes juridiques destinés à la société.',
      'L’agent reçoit les significations d’actes (service of process, c’est-à-dire la remise officielle d’une assignation en justice), les citations à comparaître et les avis officiels de l’État, comme les rappels de rapport annuel. Si personne n’est là pour les recevoir, une société peut perdre un procès par défaut ou être dissoute administrativement sans que son propriétaire en ait jamais entendu parler.',
    ],
    midTitle: 'Pourquoi un agent professionnel vaut mieux que de le faire soi-même',
    midBody: [
      'En tant que non-résident, vous ne pouvez pas être votre propre agent, car vous n’avez pas d’adresse dans l’État. Un ami pourrait le faire, mais il doit être joignable chaque jour ouvré aussi longtemps que la société existe, et son adresse personnelle devient publique.',
      'Un agent professionnel a des horaires de bureau fixes, numérise et transmet chaque document le jour même, suit les échéances de votre État et inscrit sa propre adresse dans les registres publics à la place de la vôtre. Le service d’agent enregistré de la première année est inclus dans chaque création de société que nous réalisons.',
    ],
    tags: ['Agent enregistré', 'Conformité', 'Confidentialité'],
  },
  {
    id: 4,
    title: 'Ouvrir un compte bancaire professionnel américain depuis l’étranger',
    category: 'Banque',
    tag: 'Banque',
    author: 'Lucas Ferreira',
    date: '2026-08-14',
    displayDate: shortDate('2026-08-14', 'fr'),
    image: post(2, 'Illustration d’un globe avec une épingle de carte et une flèche en pointillés menant à une carte bancaire approuvée'),
    excerpt:
      'Quels documents les banques demandent aux non-résidents, pourquoi des demandes sont refusées, et comment ouvrir un compte sans prendre l’avion pour les États-Unis.',
    body: [
      'Un compte bancaire professionnel américain vous permet de recevoir des paiements ACH et des règlements par carte, de payer vos fournisseurs américains à moindre coût et de connecter des prestataires de paiement comme Stripe et PayPal. Sans compte, une nouvelle société ne peut pas faire grand-chose.',
      'Les banques doivent vérifier qui détient et contrôle chacun de leurs clients professionnels. Préparez vos statuts constitutifs (articles of organization), la lettre de confirmation de l’EIN, le contrat d’exploitation (operating agreement), votre passeport, un justificatif de domicile et une courte description de votre activité, de vos clients et du volume mensuel attendu.',
    ],
    midTitle: 'Banques partenaires en ligne ou banques à agences',
    midBody: [
      'Les grandes banques à réseau d’agences exigent souvent que chaque associé se présente en personne. Les banques en ligne et les plateformes fintech qui travaillent avec des banques partenaires peuvent ouvrir des comptes aux non-résidents entièrement à distance, avec des dépôts conservés dans des banques assurées par la FDIC.',
      'Les demandes échouent le plus souvent parce que les informations ne concordent pas\u00a0: une adresse différente sur le formulaire de la banque et sur les statuts, ou une description d’activité trop vague. Utilisez partout le même nom de société, la même adresse et le même numéro de téléphone.',
      `Via notre banque partenaire, vous recevez une prime de ${usd(500, 'fr')} une fois remplies ses conditions d’éligibilité, et si votre activité a besoin d’autre chose, nous vous mettons en relation avec d’autres plateformes partenaires.`,
    ],
    tags: ['Banque', 'Stripe', 'Paiements'],
  },
  {
    id: 5,
    title: 'Impôts américains des propriétaires non résidents\u00a0: le calendrier annuel',
    category: 'Fiscalité',
    tag: 'Fiscalité',
    author: 'Mei Tanaka',
    date: '2026-07-21',
    displayDate: shortDate('2026-07-21', 'fr'),
    image: post(3, 'Illustration d’un calendrier mural avec une date entourée, à côté d’une horloge'),
    excerpt:
      'Créer une société américaine ne signifie pas toujours payer l’impôt américain sur le revenu, mais cela signifie toujours faire des déclarations. Voici ce qui est dû, et quand.',
    body: [
      'Créer une société américaine ne signifie pas automatiquement payer l’impôt américain sur le revenu, mais cela signifie toujours déposer quelque chose. Ce que vous déposez dépend de la structure choisie et du lieu où votre activité s’exerce réellement.',
      `Une LLC à associé unique détenue par un non-résident dépose chaque année le Form 5472 avec un Form 1120 pro forma, qui déclare les transactions entre la société et son propriétaire. L’échéance est normalement le 15 avril, et la pénalité en cas de non-dépôt commence à ${penalty}.`,
      'Une LLC à plusieurs associés dépose une déclaration de société de personnes, le Form 1065, et remet un Schedule K-1 à chaque associé. Une C-Corp dépose le Form 1120 et paie un impôt fédéral de 21\u202f% sur ses bénéfices.',
    ],
    midTitle: 'N’oubliez pas le calendrier de l’État',
    midBody: [
      `Les États ont leurs propres règles. Les LLC du Delaware paient une taxe annuelle forfaitaire de ${usd(300, 'fr')} au plus tard le 1er juin\u202f; les sociétés par actions du Delaware déposent un rapport annuel et paient la taxe de franchise (franchise tax) au plus tard le 1er mars. Le Wyoming perçoit une taxe de licence liée au rapport annuel (annual report license tax), d’au moins ${usd(60, 'fr')}, due le premier jour du mois au cours duquel la société a été créée.`,
      'Tenez une comptabilité propre dès le premier jour\u00a0: un compte bancaire professionnel séparé, une facture pour chaque vente et un justificatif pour chaque dépense. La déclaration annuelle en est plus rapide et moins chère, et c’est aussi ce que vous demandera l’administration fiscale de votre pays.',
    ],
    tags: ['Fiscalité', 'Form 5472', 'IRS', 'Delaware', 'Wyoming'],
  },
  {
    id: 6,
    title: 'Adresse virtuelle ou adresse de l’agent enregistré\u00a0: laquelle utiliser, et où\u202f?',
    category: 'Gestion',
    tag: 'Adresse virtuelle',
    author: 'Grace Kim',
    date: '2026-06-30',
    displayDate: shortDate('2026-06-30', 'fr'),
    image: post(5, 'Illustration d’une carte en pointillés des États-Unis avec des épingles d’adresse dans plusieurs États'),
    excerpt:
      'Votre société a plus d’une adresse aux États-Unis. Voici à quoi sert chacune, et où l’utiliser pour que les banques et les plateformes l’acceptent.',
    body: [
      'Les nouveaux fondateurs confondent souvent deux adresses\u00a0: celle de l’agent enregistré et l’adresse postale de l’entreprise. Chacune a son rôle.',
      'L’adresse de l’agent enregistré doit se trouver dans votre État de constitution\u202f; c’est là que les actes juridiques sont signifiés. Elle figure dans les registres publics et n’est pas destinée au courrier de tous les jours.',
      'Une adresse professionnelle virtuelle est une véritable adresse postale où votre société reçoit son courrier ordinaire\u00a0: lettres de la banque, avis de l’IRS et factures des fournisseurs. Un service courrier numérise chaque envoi pour que vous puissiez le lire de n’importe où.',
    ],
    midTitle: 'Quelle adresse, pour quel usage',
    midBody: [
      'Utilisez l’adresse virtuelle sur vos factures, votre site web, auprès de votre banque et de vos plateformes de paiement, et avec l’IRS. N’utilisez l’adresse de l’agent enregistré que là où l’État la demande. Évitez les boîtes postales\u00a0: beaucoup de banques et de places de marché les refusent.',
      'Une adresse virtuelle est offerte avec chaque création de société que nous réalisons, avec un nombre illimité de lettres numérisées sans frais supplémentaires. Si vous recevez beaucoup de colis ou voulez que plusieurs membres de votre équipe voient le courrier, un forfait Mail Box ajoute de la capacité et des utilisateurs.',
    ],
    tags: ['Adresse virtuelle', 'Courrier', 'Agent enregistré'],
  },
];

/** Étiquettes listées sur la page d’un article. */
export const blogDetailTags: typeof en.blogDetailTags = ['Algorithme', 'Science des données'];

/** Catégories avec leur nombre d’articles, pour la barre latérale. */
export const blogCategories: typeof en.blogCategories = Array.from(
  blogPosts.reduce((counts, { category }) => counts.set(category, (counts.get(category) ?? 0) + 1), new Map<string, number>()),
  ([name, count]) => ({ name, count }),
);

/** Toutes les étiquettes du blog, pour le nuage d’étiquettes de la barre latérale. */
export const blogTagCloud: typeof en.blogTagCloud = Array.from(new Set([...blogPosts.flatMap((p) => p.tags), ...blogDetailTags]));

/** Mois d’archive pour la barre latérale : '2026-10' -> 'octobre 2026'. */
export const blogArchives: typeof en.blogArchives = Array.from(new Set(blogPosts.map((p) => p.date.slice(0, 7))), (month) => ({
  month,
  label: `${monthName('fr', Number(month.slice(5, 7)) - 1)} ${month.slice(0, 4)}`,
}));

/** Le membre de l’équipe qui a écrit un article, pour l’encadré auteur ; undefined pour un auteur invité. */
export const postAuthor: typeof en.postAuthor = (post: BlogPost): BlogAuthor | undefined => {
  const member = team.find((m) => m.name === post.author);
  if (!member) return undefined;
  return { name: member.name, role: member.position, bio: member.bio, image: member.image, profile: `/team-details/${member.id}` };
};

/** Où mènent les liens du blog : les listes filtrent avec `list?tag=`, les articles s’ouvrent à `${post}/{id}`. */
export const blogRoutes: typeof en.blogRoutes = {
  list: '/blog-with-sidebar',
  post: '/blog-single',
  postWithSidebar: '/blog-single-sidebar',
} as const;

/** Ce que montre la barre latérale ; ses liens d’articles gardent la mise en page avec barre latérale. */
export const blogSidebarContent: typeof en.blogSidebarContent = {
  listPath: blogRoutes.list,
  linkBase: blogRoutes.postWithSidebar,
  recentPosts: blogPosts.slice(0, 3),
  galleryPosts: blogPosts,
  categories: blogCategories,
  archives: blogArchives,
  tags: blogTagCloud,
  social: socialLinks,
};
