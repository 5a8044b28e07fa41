import type * as en from '../../costCalculator';
import type { StateCode } from '../../../types/stateCosts';
import { monthName, usd } from '../../../platform/format';
import { plural } from '../../../locale/plural';
import { pricingTabs } from '../../pricing';
import {
  delawareFranchiseTax,
  factsLastChecked,
  form5472,
  stateCodes,
  stateFacts,
  unconfirmedFigureText,
} from '../../stateCosts';

/** '24 novembre 2026' à partir de '2026-11-24' (ou 'novembre 2026', '2026' pour une date partielle). */
export const formatFactDate: typeof en.formatFactDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  if (!month) return String(year);
  if (!day) return `${monthName('fr', month - 1)} ${year}`;
  return `${day === 1 ? '1er' : day} ${monthName('fr', month - 1)} ${year}`;
};

/** Les périodes de ./pricing.ts : paiement unique et mensuel. */
const oneTime = 'paiement unique';
const perMonth = '/mois';

const money = (amount: number) => usd(amount, 'fr');

const yearsText = (years: number) => plural('fr', years, { one: (n) => `${n} an`, other: (n) => `${n} ans` });

/** Nos forfaits à prix fixe, tels que le calculateur les propose : prix unique l’année 1, mensuels douze fois par an. */
export const costPlans: typeof en.costPlans = pricingTabs.flatMap((tab) =>
  tab.plans
    .filter((plan) => plan.amount !== null && (plan.period === oneTime || plan.period === perMonth))
    .map((plan) => ({
      id: plan.id,
      label: `${tab.label}\u00a0: ${plan.name} (${money(plan.amount as number)}${plan.period === oneTime ? ', paiement unique' : ' par mois'})`,
      amount: plan.amount as number,
      billing: plan.period === oneTime ? ('once' as const) : ('monthly' as const),
    })),
);

export const costFacts: typeof en.costFacts = {
  states: stateFacts,
  stateOrder: stateCodes,
  delaware: delawareFranchiseTax,
  federal: { smllc: [form5472], mmllc: [], ccorp: [] },
  plans: costPlans,
};

export const costCalculatorHeading: typeof en.costCalculatorHeading = {
  eyebrow: 'Calculateur de coûts',
  title: 'Ce que coûte votre société américaine, année après année',
  text: 'Choisissez un État, un type de société et le nombre d’années à prévoir. Chaque frais d’État ci-dessous renvoie à sa source\u202f; nous les vérifions de nouveau avant votre commande.',
};

const stateName = (code: string) => stateFacts[code as StateCode]?.name ?? code;

export const costCalculatorLabels: typeof en.costCalculatorLabels = {
  form: {
    title: 'Votre société',
    state: 'État',
    type: 'Type de société',
    years: 'Nombre d’années',
    plan: 'Ajouter l’un de nos forfaits',
    noPlan: 'Sans forfait\u00a0: coûts d’État et fédéraux uniquement',
    yearsOption: (n: number) => yearsText(n),
    delawareTitle: 'Pour la taxe de franchise du Delaware',
    delawareText: 'Une C-Corp du Delaware paie la taxe de franchise (franchise tax) sur ses actions ou sur ses actifs, selon le calcul le plus avantageux. Les autres États ne tiennent pas compte de ces chiffres.',
    authorizedShares: 'Actions autorisées',
    issuedShares: 'Actions émises',
    grossAssets: 'Actif brut (USD)',
    parValue: 'Valeur nominale par action (USD)',
    shareLink: 'Lien vers ce résultat',
  },
  typeNames: {
    smllc: 'LLC à associé unique détenue depuis l’étranger',
    mmllc: 'LLC à plusieurs associés',
    ccorp: 'C-Corp',
  },
  typeNotes: {
    smllc: `Détenue depuis l’étranger, elle dépose chaque année le ${form5472.name} auprès de l’IRS, même sans revenus aux États-Unis. Il n’y a pas de frais administratif, mais l’oublier coûte ${money(25000)} par formulaire et par an.`,
    mmllc: 'Elle dépose aussi chaque année une déclaration fédérale de société de personnes (partnership). Il n’y a pas de frais administratif, elle n’ajoute donc rien aux chiffres ci-dessous\u202f; demandez-nous de la préparer.',
    ccorp: 'Elle dépose aussi chaque année une déclaration fédérale d’impôt sur les sociétés. Il n’y a pas de frais administratif, elle n’ajoute donc rien aux chiffres ci-dessous\u202f; demandez-nous de la préparer.',
  },
  problems: {
    unknownState: (value: string, fallback: string) => `Nous n’avons pas de chiffres pour l’État «\u00a0${value}\u00a0»\u00a0: voici ceux de ${stateName(fallback)}.`,
    unknownType: (value: string, fallback: string) => `«\u00a0${value}\u00a0» n’est pas un type de société que nous comparons\u00a0: voici donc le calcul pour le type «\u00a0${fallback}\u00a0».`,
    yearsOutOfRange: (value: string, fallback: string) => `Choisissez entre 1 et 5 ans («\u00a0${value}\u00a0» ne convient pas)\u00a0: voici le résultat sur ${fallback}.`,
    unknownPlan: (value: string) => `Nous n’avons pas de forfait «\u00a0${value}\u00a0»\u00a0: aucun forfait n’est ajouté.`,
    notAWholeNumber: (value: string) => `«\u00a0${value}\u00a0» n’est pas un nombre entier d’actions\u202f; le dernier chiffre valide est utilisé.`,
    notAnAmount: (value: string) => `«\u00a0${value}\u00a0» n’est pas un montant en dollars\u202f; le dernier chiffre valide est utilisé.`,
    tooLarge: (value: string) => `«\u00a0${value}\u00a0» dépasse la taille des sociétés auxquelles ce calculateur s’adresse\u202f; le dernier chiffre valide est utilisé.`,
  },
  money,
  unconfirmed: unconfirmedFigureText,
  atLeast: (amount: number) => `au moins ${money(amount)}`,
  yearTable: {
    title: 'Année par année',
    caption: (state: string, type: string, years: number) => `${type} (${state}) sur ${yearsText(years)}`,
    summary: (state: string, type: string, years: number, total: string) => `${type} (${state})\u00a0: ${total} sur ${yearsText(years)}`,
    year: 'Année',
    yearLabel: (n: number) => `Année ${n}`,
    formation: 'Frais de création de l’État',
    stateYearly: 'Frais ou taxe annuels de l’État',
    federal: 'Déclarations fédérales',
    plan: 'Notre forfait',
    total: 'Total',
    noFiling: 'Rien à payer',
    filingFee: (names: string, fee: string) => `${names}\u00a0: frais de ${fee}`,
    firstYearNote:
      'L’année 1 est l’année de création de la société. Dans la plupart des États, les premiers frais annuels de l’État sont dus l’année 2 (la California les facture dès l’année 1), et la première déclaration fédérale, qui porte sur l’année 1, se dépose l’année 2.',
  },
  franchiseTax: {
    title: 'Taxe de franchise du Delaware',
    text: 'Le Delaware facture selon la méthode des actions autorisées (Authorized Shares Method)\u202f; une société par actions peut payer selon la méthode du capital à valeur nominale présumée (Assumed Par Value Capital Method) si celle-ci donne un montant inférieur.',
    authorizedShares: 'Méthode des actions autorisées',
    assumedParValue: 'Méthode du capital à valeur nominale présumée',
    notUsable: 'Nécessite au moins une action émise',
    lower: 'La plus basse, retenue ici',
    reportFee: (fee: string) => `Plus les frais de rapport annuel de ${fee}.`,
    capital: (amount: string) => `Capital à valeur nominale présumée\u00a0: ${amount}`,
  },
  comparison: {
    title: 'Tous les États côte à côte',
    caption: (type: string, years: number) => `${type}, sur ${yearsText(years)}, du moins cher au plus cher`,
    state: 'État',
    formation: 'Création',
    stateYearly: 'Frais annuels de l’État',
    federal: 'Frais de déclaration fédérale',
    plan: 'Notre forfait',
    total: 'Total',
    yourChoice: 'votre choix',
    warning: 'avertissement',
    incompleteNote: 'Au moins\u00a0: un chiffre de cet État n’a pas pu être confirmé\u202f; vérifiez auprès de l’État.',
  },
  chart: {
    title: 'La comparaison en graphique',
    description: 'Barres empilées du total par État, réparti par type de coût. Le tableau ci-dessus présente les mêmes chiffres.',
    loading: 'Chargement du graphique…',
    series: { formation: 'Frais de création de l’État', stateYearly: 'Frais annuels de l’État', plan: 'Notre forfait' },
  },
  sources: {
    title: 'D’où viennent les chiffres',
    text: `Les chiffres proviennent de sources secondaires publiques et ont été vérifiés pour la dernière fois le ${formatFactDate(factsLastChecked)}. Les États modifient leurs frais\u00a0: vérifiez auprès de l’État avant de vous fier à un chiffre. Tout ce que nous n’avons pas pu confirmer est affiché comme «\u00a0${unconfirmedFigureText}\u00a0».`,
    formation: 'Création',
    due: 'Échéance',
    lastChecked: (iso: string) => `vérifié le ${formatFactDate(iso)}`,
    published: (iso: string) => `page datée du ${formatFactDate(iso)}`,
    federal: 'Déclaration fédérale',
    delaware: 'Taxe de franchise du Delaware',
    penalty: 'Pénalité en cas de non-dépôt',
  },
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
};
