import type * as en from '../../eligibility';
import type { EligibilityServiceId } from '../../eligibility';
import type { EligibilityRule } from '../../../sections/CountryCheck/eligibility';
import { shortDate, usd } from '../../../platform/format';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';

/**
 * La vérification par pays (/eligibility) : quels services un fondateur peut utiliser depuis son pays
 * de résidence (et, le cas échéant, celui dont il a le passeport). Mêmes règles, sources et dates
 * que ../../eligibility.ts ; ce qu’aucune source ne confirme est formulé comme « vérifiez auprès du
 * prestataire », jamais comme un fait. Les titres des sources sont traduits ; les pages citées sont en anglais.
 */

export type { EligibilityServiceId };

const lastChecked = '2026-11-24';

const sources = {
  ofac: { sourceLabel: 'OFAC\u00a0: programmes de sanctions et informations par pays', sourceUrl: 'https://ofac.treasury.gov/sanctions-programs-and-country-information' },
  irsEin: { sourceLabel: 'IRS\u00a0: Employer ID Numbers (EIN)', sourceUrl: 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers' },
  irs5472: { sourceLabel: 'IRS\u00a0: à propos du Form 5472', sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  stripeLlcGuide: {
    sourceLabel: 'Stripe\u00a0: comment les non-résidents ouvrent une LLC américaine (édition espagnole)',
    sourceUrl: 'https://stripe.com/es-us/resources/more/how-to-open-an-llc-in-the-usa-for-nonresidents',
  },
  stripeAtlasApplication: { sourceLabel: 'Documentation Stripe Atlas\u00a0: la demande (adresse de l’entreprise)', sourceUrl: 'https://stripe.com/docs/atlas/application' },
  stripeAtlasBanking: { sourceLabel: 'Documentation Stripe Atlas\u00a0: après la constitution (éligibilité bancaire)', sourceUrl: 'https://stripe.com/docs/atlas/next' },
  stripeRestricted: { sourceLabel: 'Stripe\u00a0: activités soumises à restrictions', sourceUrl: 'https://stripe.com/legal/restricted-businesses' },
  wiseAddress: { sourceLabel: 'SaveOffice\u00a0: règles d’adresse de Wise Business (résumé par un tiers)', sourceUrl: 'https://saveoffice.io/blog/wise-business-account-address' },
  mercury2024: {
    sourceLabel: 'TechCrunch, 23 juillet 2024\u00a0: Mercury ferme des comptes dans plusieurs pays',
    sourceUrl: 'https://techcrunch.com/2024/07/23/mercury-bank-fintech-sanctions-ukraine-nigeria/',
  },
  phonePlans: { sourceLabel: 'Nos forfaits de numéro de téléphone américain', sourceUrl: '/pricing?tab=phone' },
} satisfies Record<string, Pick<EligibilityRule, 'sourceLabel' | 'sourceUrl'>>;

const rule = (status: EligibilityRule['status'], text: string, source: (typeof sources)[keyof typeof sources]): EligibilityRule => ({
  status,
  text,
  ...source,
  lastChecked,
});

const services: { id: EligibilityServiceId; name: string }[] = [
  { id: 'formation', name: 'Création de société (LLC ou C-Corp)' },
  { id: 'ein', name: 'EIN (numéro fiscal américain)' },
  { id: 'address', name: 'Adresse et boîte aux lettres aux États-Unis' },
  { id: 'phone', name: 'Numéro de téléphone américain' },
  { id: 'bankingOnline', name: 'Banque professionnelle\u00a0: banque américaine en ligne' },
  { id: 'bankingMultiCurrency', name: 'Banque professionnelle\u00a0: compte multidevise' },
  { id: 'stripe', name: 'Stripe via votre société américaine' },
  { id: 'taxFiling', name: 'Déclaration annuelle à l’IRS (Form 5472 et Form 1120 pro forma)' },
];

const everyService = (one: EligibilityRule) =>
  Object.fromEntries(services.map((service) => [service.id, one])) as Record<EligibilityServiceId, EligibilityRule>;

const sanctionedCitizen = rule(
  'conditions',
  'Vous avez la nationalité d’un pays soumis à des sanctions américaines globales. Nos partenaires et nous examinons chacune de ces demandes au cas par cas et demandons un justificatif de votre lieu de résidence\u202f; certains prestataires la refusent. Écrivez-nous avant de commander.',
  sources.ofac,
);

const sanctionsScreening = rule(
  'conditions',
  'Les États-Unis appliquent des programmes de sanctions visant la Russie et la Biélorussie (pas un embargo total). Les banques et les prestataires de paiement examinent ces demandes de près et beaucoup refusent les résidents de ces deux pays. Vérifiez auprès du prestataire avant de compter sur un compte.',
  sources.ofac,
);

export const eligibilityRules: typeof en.eligibilityRules = {
  services,
  defaults: {
    formation: rule(
      'available',
      'Tout le monde peut détenir une société américaine\u00a0: ni résidence aux États-Unis, ni visa, ni numéro de sécurité sociale américain ne sont nécessaires pour créer une LLC ou une C-Corp.',
      sources.stripeLlcGuide,
    ),
    ein: rule(
      'conditions',
      'Sans SSN ni ITIN, la demande en ligne de l’IRS vous est fermée\u00a0: nous faisons donc la demande par fax ou par téléphone (demandeurs internationaux\u00a0: +1 267-941-1099). Selon l’IRS, le fax prend environ 4 jours ouvrés\u202f; des fondateurs font état d’attentes de plusieurs semaines.',
      sources.irsEin,
    ),
    address: rule(
      'conditions',
      'Disponible\u00a0: une adresse postale américaine qui reçoit et numérise votre courrier. Stripe Atlas et certaines banques n’acceptent pas une boîte aux lettres virtuelle comme adresse d’exercice de votre activité\u00a0: utilisez-la pour le courrier, pas comme preuve d’activité.',
      sources.stripeAtlasApplication,
    ),
    phone: rule('available', 'Un numéro américain qui sonne sur votre téléphone ou votre ordinateur, où que vous soyez.', sources.phonePlans),
    bankingOnline: rule(
      'conditions',
      'Ouvert en ligne avec votre EIN, vos documents de création et votre passeport\u202f; la banque décide, et les résidents de certains pays ne sont pas éligibles. Les comptes peuvent aussi être réexaminés plus tard. Vérifiez auprès du prestataire avant de faire votre demande.',
      sources.stripeAtlasBanking,
    ),
    bankingMultiCurrency: rule(
      'conditions',
      'Les comptes multidevises comme Wise Business demandent une véritable adresse d’exploitation (ni bureau virtuel ni réexpédition de courrier) et parfois la preuve de votre droit de résider là où vous vivez. Vérifiez auprès du prestataire.',
      sources.wiseAddress,
    ),
    stripe: rule(
      'conditions',
      'Avec une société américaine, un EIN, un compte bancaire américain et un site web en ligne, vous faites votre demande en tant qu’entreprise américaine. Stripe décide\u202f; l’approbation n’est pas garantie et certains types d’activité sont soumis à restrictions.',
      sources.stripeRestricted,
    ),
    taxFiling: rule(
      'available',
      `Nous préparons et déposons chaque année le Form 5472 avec le Form 1120 pro forma, dus vers le 15 avril. Ils ne peuvent pas être déposés par voie électronique, et la pénalité de l’IRS pour un formulaire manquant est de ${usd(25000, 'fr')}.`,
      sources.irs5472,
    ),
  },
  groups: [
    {
      id: 'sanctioned',
      label: 'Résidents de Cuba, d’Iran et de Corée du Nord',
      basis: 'residence',
      countries: ['CU', 'IR', 'KP'],
      blocked: rule(
        'unavailable',
        'Ces pays sont soumis à des sanctions américaines globales administrées par l’Office of Foreign Assets Control (OFAC) du Trésor américain. Les sociétés, banques et prestataires de paiement américains, nous compris, ne peuvent pas fournir ces services aux personnes qui y vivent. Nous sommes désolés de ne pas pouvoir vous aider.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'Les sanctions américaines globales (OFAC) interdisent aux entreprises américaines de fournir ce service aux résidents.', sources.ofac)),
    },
    {
      id: 'syria',
      label: 'Résidents de Syrie',
      basis: 'residence',
      countries: ['SY'],
      blocked: rule(
        'unavailable',
        'La Syrie a été soumise pendant de nombreuses années à des sanctions américaines globales. Les États-Unis ont modifié leur programme de sanctions contre la Syrie en 2025, et nous n’avons pas encore confirmé ce qui s’applique désormais aux services destinés aux personnes qui y vivent. D’ici là, nous ne pouvons pas accepter de commandes de résidents de Syrie. La page de l’OFAC liste les programmes en vigueur.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'Non proposé tant que nous n’avons pas confirmé ce que permettent les modifications de 2025 des sanctions américaines contre la Syrie.', sources.ofac)),
    },
    {
      id: 'sanctioned-citizens',
      label: 'Ressortissants de Cuba, d’Iran, de Corée du Nord ou de Syrie vivant ailleurs',
      basis: 'citizenship',
      countries: ['CU', 'IR', 'KP', 'SY'],
      rules: everyService(sanctionedCitizen),
    },
    {
      id: 'ukraine-regions',
      label: 'Résidents de Crimée et des régions ukrainiennes dites «\u00a0RPD\u00a0» et «\u00a0RPL\u00a0»',
      basis: 'residence',
      countries: ['UA'],
      note: rule(
        'unavailable',
        'La Crimée et les régions ukrainiennes dites «\u00a0République populaire de Donetsk\u00a0» et «\u00a0République populaire de Louhansk\u00a0» sont soumises à des sanctions américaines globales\u00a0: nous ne pouvons pas servir les personnes qui y vivent. Pour le reste de l’Ukraine, les réponses ci-dessous s’appliquent.',
        sources.ofac,
      ),
      rules: {},
    },
    {
      id: 'mercury-2024',
      label: 'Résidents d’Ukraine, du Nigeria et de Croatie',
      basis: 'residence',
      countries: ['UA', 'NG', 'HR'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'Mercury a cessé de servir les fondateurs vivant en Ukraine, au Nigeria, en Croatie et dans d’autres pays en juillet 2024. Les autres banques américaines décident au cas par cas\u00a0: vérifiez auprès du prestataire avant de faire votre demande.',
          sources.mercury2024,
        ),
      },
    },
    {
      id: 'russia-belarus',
      label: 'Résidents de Russie et de Biélorussie',
      basis: 'residence',
      countries: ['RU', 'BY'],
      rules: { bankingOnline: sanctionsScreening, bankingMultiCurrency: sanctionsScreening, stripe: sanctionsScreening },
    },
    {
      id: 'russia-belarus-citizens',
      label: 'Ressortissants russes et biélorusses vivant ailleurs',
      basis: 'citizenship',
      countries: ['RU', 'BY'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'Certaines banques examinent la nationalité autant que la résidence, et peuvent demander un justificatif de votre lieu de résidence ou refuser. Vérifiez auprès du prestataire.',
          sources.ofac,
        ),
        stripe: rule(
          'conditions',
          'Les prestataires de paiement peuvent demander un justificatif de votre lieu de résidence si votre passeport est russe ou biélorusse. Vérifiez auprès du prestataire.',
          sources.ofac,
        ),
      },
    },
    {
      id: 'us-residents',
      label: 'Résidents des États-Unis',
      basis: 'residence',
      countries: ['US'],
      rules: {
        ein: rule('available', 'Avec un SSN ou un ITIN, vous pouvez demander l’EIN en ligne et l’obtenir en général le jour même.', sources.irsEin),
      },
    },
  ],
};

/** Le nom de la page, le titre principal et la description pour les moteurs de recherche. */
export const eligibilityPage: typeof en.eligibilityPage = {
  title: 'Vérification par pays',
  description:
    'Les services que vous pouvez utiliser depuis votre pays\u00a0: création, EIN, adresse, téléphone, banque, Stripe et déclarations fiscales, avec la source de chaque règle.',
};

const statusLabels = { available: 'Disponible', conditions: 'Disponible sous conditions', unavailable: 'Non disponible' };

export const countryCheckHeading: typeof en.countryCheckHeading = {
  eyebrow: 'Vérification par pays',
  title: 'Que pouvez-vous mettre en place depuis votre pays\u202f?',
  text: 'Indiquez où vous vivez, et votre nationalité si elle est différente. Vous obtenez chaque service un par un, en termes simples, avec la source de chaque règle et la date de notre dernière vérification.',
};

export const countryCheckLabels: typeof en.countryCheckLabels = {
  residence: 'Pays de résidence',
  citizenship: 'Nationalité (facultatif)',
  citizenshipHelp: 'Certaines banques et certains prestataires de paiement regardent aussi votre passeport.',
  noOptions: 'Aucun pays ne correspond à ce nom',
  open: 'Afficher les pays',
  close: 'Masquer les pays',
  clear: 'Effacer',
  unknownCountry: (value: string) => `Le lien indique un pays que nous ne connaissons pas («\u00a0${value}\u00a0»). Choisissez le vôtre dans la liste.`,
  prompt:
    'Choisissez votre pays de résidence pour voir la réponse. En attendant, les règles ci-dessous indiquent ce qui s’applique à tous et les pays qui font exception.',
  answerHeading: (residence: string, citizenship: string | null) =>
    citizenship && citizenship !== residence ? `Pays de résidence\u00a0: ${residence}\u202f; nationalité\u00a0: ${citizenship}` : `Pays de résidence\u00a0: ${residence}`,
  summary: (counts: { available: number; conditions: number; unavailable: number }) =>
    `${counts.available} ${plural('fr', counts.available, { one: 'disponible', other: 'disponibles' })}, ${counts.conditions} sous conditions, ${counts.unavailable} non ${plural('fr', counts.unavailable, { one: 'disponible', other: 'disponibles' })}`,
  blockedTitle: (country: string) => `Nous ne pouvons pas servir les résidents de ce pays\u00a0: ${country}`,
  status: statusLabels,
  source: 'Source\u00a0:',
  checked: (iso: string) => `vérifié le ${shortDate(iso, 'fr')}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  nextPlans: { label: 'Voir l’offre de création', to: '/pricing?tab=incorporations' },
  nextPlansText: 'Aucune règle particulière ne s’applique à votre pays\u00a0: l’offre standard le couvre.',
  nextInquiry: (country: string) => `Nous interroger sur votre pays (${country})`,
  nextInquiryText: 'Certaines règles sont différentes pour votre pays. Dites-nous ce dont vous avez besoin et nous vous indiquerons la configuration qui fonctionne.',
  inquiryPath: '/contact-us',
  shareHint: 'L’adresse de cette page contient maintenant votre réponse\u00a0: vous pouvez la partager.',
};

export const eligibilityRulesHeading: typeof en.eligibilityRulesHeading = {
  eyebrow: 'Les règles',
  title: 'Ce qui s’applique à qui, service par service',
  text: 'D’abord la règle générale, puis les pays où elle diffère. Chaque règle indique sa source et la date de notre dernière vérification.',
};

export const eligibilityRulesLabels: typeof en.eligibilityRulesLabels = {
  everyone: 'Tous les autres',
  status: statusLabels,
  source: 'Source\u00a0:',
  checked: (iso: string) => `vérifié le ${shortDate(iso, 'fr')}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  regionNotes: 'Pays et régions que nous ne pouvons pas servir',
  checkLink: { label: 'Vérifier votre pays', to: '#check' },
};
