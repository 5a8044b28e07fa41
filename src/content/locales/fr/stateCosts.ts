/**
 * Les coûts d’État et fédéraux qu’un fondateur hors des États-Unis compare avant de créer sa société,
 * traduits de ../../stateCosts.ts : mêmes montants, mêmes sources et mêmes dates ; seuls les textes
 * changent. Les titres des sources sont traduits, mais les pages citées sont en anglais.
 */
import type * as en from '../../stateCosts';
import type { Figure, SourceLink } from '../../../types/stateCosts';
import { usd } from '../../../platform/format';

/** Date de la dernière comparaison de chaque chiffre avec ses sources. */
export const factsLastChecked: typeof en.factsLastChecked = '2026-11-24';

const checked = factsLastChecked;

/** Les pages d’où viennent les chiffres, par la lettre qu’elles portent dans les notes de recherche. */
export const costSources: typeof en.costSources = {
  a: { label: 'wyomingllc.xyz\u00a0: rapport annuel du Wyoming', url: 'https://wyomingllc.xyz/wyoming-annual-report' },
  a2: { label: 'Life of a Bit\u00a0: création d’une LLC dans le Wyoming', url: 'https://biz-license.lifeofabit.com/wyoming-llc-formation-cheyenne/' },
  b: { label: 'LegalClarity\u00a0: constituer une société par actions dans le Wyoming', url: 'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements' },
  b2: { label: 'Northwest Registered Agent\u00a0: société par actions du Wyoming', url: 'https://northwestregisteredagent.com/wyoming-corporation.html' },
  c: { label: 'Wyo. Stat. §17-29-209 (copie du texte de loi, à jour de la session budgétaire 2024)', url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/' },
  d: { label: 'Nolo\u00a0: rapport annuel et obligations fiscales des LLC du Wyoming', url: 'https://nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-wyoming-llcs.html' },
  e: { label: 'LegalClarity\u00a0: frais de dépôt du Delaware pour les LLC et les sociétés par actions', url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations' },
  f: { label: 'delewarellc.com\u00a0: comparaison des coûts', url: 'https://delewarellc.com/calculators/cost-comparison/' },
  f2: { label: 'LLC Radar\u00a0: frais de dépôt par État', url: 'https://llcradar.com/es/state-filing-fees/' },
  g: { label: 'State Business Compliance\u00a0: taxe annuelle des LLC du Delaware en 2026', url: 'https://statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026' },
  g2: { label: 'Agents of Delaware\u00a0: taxe de franchise des LLC du Delaware', url: 'https://agentsofdelaware.com/delaware-llc-franchise-tax/' },
  h: { label: 'Clerky\u00a0: calculer la taxe de franchise du Delaware', url: 'https://help.clerky.com/article/2796-calculate-delaware-franchise-tax' },
  i: { label: 'Delaware Franchise Desk\u00a0: actions autorisées ou valeur nominale présumée', url: 'https://delawarefranchisedesk.com/guides/authorized-shares-vs-assumed-par-value' },
  i2: { label: 'Delaware Franchise Desk\u00a0: pénalité de retard et intérêts après le 1er mars', url: 'https://delawarefranchisedesk.com/guides/delaware-franchise-tax-march-1-late-penalty-interest' },
  i3: { label: 'mxk8bs.com\u00a0: rapport annuel du Delaware', url: 'https://mxk8bs.com/knowledge-base/delaware-annual-report', published: '2026-01-05' },
  k: { label: 'Statepedia\u00a0: rapport annuel des LLC du New Mexico', url: 'https://statepedia.org/us/llc-annual-report/new-mexico', published: '2022-11-25' },
  l: { label: 'LLC Requirements\u00a0: New Mexico (mis à jour pour 2026)', url: 'https://llcrequirements.com/llc-new-mexico-requirements' },
  m: { label: 'LegalClarity\u00a0: frais de dépôt des LLC en Florida', url: 'https://legalclarity.org/florida-llc-filing-fees-initial-and-annual-costs' },
  m2: { label: 'LegalClarity\u00a0: frais du rapport annuel en Florida', url: 'https://legalclarity.org/florida-annual-report-fee-and-filing-requirements' },
  n: { label: 'AdvisorSmith\u00a0: les États les plus et les moins chers pour immatriculer une entreprise', url: 'https://advisorsmith.com/data/most-and-least-expensive-states-to-register-a-business' },
  o: { label: 'State Filing Fees\u00a0: rapport annuel en Florida', url: 'https://statefilingfees.pages.dev/annual-report/florida/', published: '2026-06-28' },
  o2: { label: 'LegalClarity\u00a0: déposer le rapport annuel d’une LLC en Florida', url: 'https://legalclarity.org/how-to-file-a-florida-llc-annual-report-steps-and-fees' },
  p: { label: 'LegalClarity\u00a0: les frais d’État d’une LLC au Texas', url: 'https://legalclarity.org/what-is-the-state-fee-for-an-llc-in-texas' },
  p2: { label: 'TrademarkLens\u00a0: création d’une LLC et taxe de franchise au Texas', url: 'https://trademarklens.com/guides/texas-llc-formation-franchise-tax-filing' },
  q: { label: 'Texas Comptroller\u00a0: mises à jour 2024 du No Tax Due Report (copie)', url: 'http://52.72.61.118/taxes/franchise/ntd-rpt-updates-2024.php' },
  s: { label: 'Allen Law Firm\u00a0: taxe de franchise du Texas', url: 'https://allenlawfirm.com/franchise-tax/' },
  t: { label: 'LegalClarity\u00a0: créer une LLC au Nevada', url: 'https://legalclarity.org/how-to-create-an-llc-in-nevada-steps-and-requirements' },
  v: { label: 'NRS 76.130 (Justia)', url: 'https://law.justia.com/codes/nevada/2019/chapter-76/statute-76-130/' },
  w: { label: 'Starting Your Business\u00a0: rapport annuel du Nevada', url: 'https://startingyourbusiness.com/nevada-annual-report/' },
  x: { label: 'terms.law\u00a0: guide de création d’une LLC au Nevada', url: 'https://terms.law/INC/NV/nevada-llc-formation-guide.html' },
  y: { label: 'LLCinfo\u00a0: LLC du Colorado', url: 'https://llcinfo.com/start-an-llc/colorado-llc/' },
  z: { label: 'Harbor Compliance\u00a0: frais de création des entités', url: 'https://harborcompliance.com/information/entity-formation-fees' },
  aa: { label: 'Communiqué du Colorado Secretary of State (via EIN Presswire)', url: 'https://einpresswire.com/article/720766679', published: '2024-06-17' },
  bb: { label: 'LLC University\u00a0: rapport périodique du Colorado', url: 'https://llcuniversity.com/colorado-llc/periodic-report/' },
  cc: { label: 'Filings Made Easy\u00a0: LLC du Montana', url: 'https://filingsmadeeasy.com/montana/llc/' },
  dd: { label: 'LLCinfo\u00a0: LLC du Montana', url: 'https://llcinfo.com/start-an-llc/montana-llc' },
  ee: { label: 'TrademarkLens\u00a0: création d’une LLC et taxe de franchise en California', url: 'https://trademarklens.com/guides/california-llc-formation-franchise-tax-requirements' },
  ff: { label: 'California Tax Expert\u00a0: exonération de la première année', url: 'https://californiataxexpert.com/tag/first-year-exemption', published: '2025' },
  hh: { label: 'terms.law\u00a0: calculateur de valeur nominale présumée du Delaware', url: 'https://terms.law/Incorporation/delaware_apv_calculator.html' },
  jj: { label: 'Skala\u00a0: Form 5472 et Form 1120 pro forma', url: 'https://skala.io/blog/', published: '2026-05-01' },
  kk: { label: 'form5472.tax\u00a0: LLC à associé unique détenue par un étranger', url: 'https://form5472.tax/foreign-owned-single-member-llc/' },
  ll: { label: 'Taxes for Expats\u00a0: dépôt du Form 5472', url: 'https://help.taxesforexpats.com/en/articles/11143846' },
  ll2: { label: 'Dropwatch\u00a0: l’obligation du Form 5472 de l’IRS', url: 'https://compliance.dropwatchhq.com/obligation/irs-5472' },
  mm: { label: `Filabl\u00a0: les pénalités du Form 5472 de ${usd(25000, 'fr')} expliquées`, url: 'https://filabl.com/blog/form-5472-penalties-25000-explained' },
  nn: { label: 'SDO CPA\u00a0: pénalités du Form 5472', url: 'https://sdocpa.com/?p=1021' },
};

const src = costSources;

const fig = (amount: number | null, sources: SourceLink[], note?: string): Figure =>
  note === undefined ? { amount, sources, lastChecked: checked } : { amount, note, sources, lastChecked: checked };

/** Affiché partout où un chiffre vaut `null`. */
export const unconfirmedFigureText: string = 'Variable, vérifiez auprès de l’État';

/** Les États dans l’ordre du calculateur ; la California en dernier, comme cas d’alerte. */
export const stateCodes: typeof en.stateCodes = ['WY', 'DE', 'NM', 'FL', 'TX', 'NV', 'CO', 'MT', 'CA'];

const wyomingFee = `Le plus élevé de ${usd(60, 'fr')} ou de 0,0002\u00a0$US par dollar d’actifs situés dans le Wyoming`;
const lateInterest = 'Plus 1,5\u202f% d’intérêts par mois';
const texasFee = 'Pas de taxe de franchise sous le seuil de chiffre d’affaires «\u00a0no tax due\u00a0» (2,47 millions de dollars US pour les rapports dus en 2024–2025)\u202f; le Public Information Report reste obligatoire';
const anniversaryFirst = 'Le premier jour du mois de création de la société';
const anniversaryLast = 'Le dernier jour du mois de création de la société';
const fourthMonth = 'Le 15e jour du 4e mois de l’exercice fiscal';

export const stateFacts: typeof en.stateFacts = {
  WY: {
    code: 'WY',
    name: 'Wyoming',
    llc: {
      formationFee: fig(100, [src.a, src.a2]),
      annual: {
        name: 'Rapport annuel (taxe de licence)',
        fee: fig(60, [src.c], wyomingFee),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: anniversaryFirst,
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    corp: {
      formationFee: fig(100, [src.b, src.b2]),
      annual: {
        name: 'Rapport annuel (taxe de licence)',
        fee: fig(60, [src.b, src.c], wyomingFee),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: anniversaryFirst,
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    incomeTax: { text: 'Aucun\u00a0: le Wyoming n’a pas d’impôt sur le revenu des personnes ni des sociétés.', sources: [src.d] },
  },
  DE: {
    code: 'DE',
    name: 'Delaware',
    llc: {
      formationFee: fig(110, [src.e, src.f, src.f2]),
      annual: {
        name: 'Taxe annuelle des LLC (pas de rapport annuel)',
        fee: fig(300, [src.g, src.g2]),
        due: { kind: 'fixed', month: 6, day: 1 },
        dueText: '1er juin',
        dueSources: [src.g],
        lateFee: fig(200, [src.g, src.i2], lateInterest),
      },
    },
    corp: {
      formationFee: fig(109, [src.e], 'Le minimum\u202f; il augmente avec le nombre d’actions autorisées. Une seule source'),
      annual: {
        name: 'Taxe de franchise et rapport annuel',
        fee: fig(50, [src.h], 'Les frais du rapport annuel\u202f; la taxe de franchise s’y ajoute'),
        due: { kind: 'fixed', month: 3, day: 1 },
        dueText: '1er mars',
        dueSources: [src.h],
        lateFee: fig(200, [src.i2], lateInterest),
      },
    },
    incomeTax: { text: 'Pas d’impôt sur le revenu du Delaware pour une société qui exerce son activité hors du Delaware.', sources: [src.g2] },
  },
  NM: {
    code: 'NM',
    name: 'New Mexico',
    llc: {
      formationFee: fig(50, [src.k]),
      annual: {
        name: 'Ni rapport annuel ni frais annuels',
        fee: fig(0, [src.k, src.l]),
        due: { kind: 'none' },
        dueText: 'Rien à payer',
        dueSources: [src.k, src.l],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Rapport annuel',
        fee: fig(null, [src.l]),
        due: { kind: 'none' },
        dueText: 'Vérifiez auprès de l’État',
        dueSources: [],
      },
    },
    incomeTax: {
      text: 'L’impôt sur le revenu des personnes et la taxe sur les recettes brutes (gross receipts tax) ne s’appliquent qu’en cas d’activité au New Mexico.',
      sources: [src.l],
    },
  },
  FL: {
    code: 'FL',
    name: 'Florida',
    llc: {
      formationFee: fig(125, [src.m], `${usd(100, 'fr')} pour les statuts plus ${usd(25, 'fr')} pour la désignation de l’agent enregistré`),
      annual: {
        name: 'Rapport annuel',
        fee: fig(138.75, [src.m, src.o]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: 'Entre le 1er janvier et le 1er mai',
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'Sans possibilité de remise'),
      },
    },
    corp: {
      formationFee: fig(70, [src.n]),
      annual: {
        name: 'Rapport annuel',
        fee: fig(150, [src.m2]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: 'Entre le 1er janvier et le 1er mai',
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'Sans possibilité de remise'),
      },
    },
    incomeTax: { text: 'Pas d’impôt sur le revenu des personnes ni de taxe de franchise pour les LLC.', sources: [src.o2] },
  },
  TX: {
    code: 'TX',
    name: 'Texas',
    llc: {
      formationFee: fig(300, [src.p, src.p2]),
      annual: {
        name: 'Taxe de franchise et Public Information Report',
        fee: fig(0, [src.q], texasFee),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: '15 mai',
        dueSources: [src.s],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Taxe de franchise et Public Information Report',
        fee: fig(0, [src.q], texasFee),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: '15 mai',
        dueSources: [src.s],
      },
    },
    incomeTax: { text: 'Pas d’impôt sur le revenu des personnes.', sources: [src.p] },
  },
  NV: {
    code: 'NV',
    name: 'Nevada',
    llc: {
      formationFee: fig(425, [src.t], `${usd(75, 'fr')} pour les statuts, ${usd(150, 'fr')} pour la liste initiale (initial list) et ${usd(200, 'fr')} pour la licence commerciale (business license)`),
      annual: {
        name: 'Liste annuelle et licence commerciale',
        fee: fig(350, [src.w], `${usd(150, 'fr')} pour la liste annuelle plus ${usd(200, 'fr')} pour la licence commerciale`),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: anniversaryLast,
        dueSources: [src.w],
      },
    },
    corp: {
      formationFee: fig(null, [src.v, src.w]),
      annual: {
        name: 'Liste annuelle et licence commerciale',
        fee: fig(650, [src.v, src.w], `Le minimum\u00a0: ${usd(500, 'fr')} pour la licence commerciale plus une liste d’au moins ${usd(150, 'fr')}`),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: anniversaryLast,
        dueSources: [src.w],
      },
    },
    incomeTax: { text: 'Pas d’impôt sur le revenu\u202f; une Commerce Tax s’applique au chiffre d’affaires brut au-delà de 4 millions de dollars US.', sources: [src.x] },
  },
  CO: {
    code: 'CO',
    name: 'Colorado',
    llc: {
      formationFee: fig(50, [src.y]),
      annual: {
        name: 'Rapport périodique',
        fee: fig(25, [src.aa], `${usd(25, 'fr')} depuis le 1er juillet 2024 (auparavant ${usd(10, 'fr')})`),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: 'Dans une période de cinq mois autour du mois de création de la société',
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    corp: {
      formationFee: fig(50, [src.z]),
      annual: {
        name: 'Rapport périodique',
        fee: fig(25, [src.aa], `${usd(25, 'fr')} depuis le 1er juillet 2024 (auparavant ${usd(10, 'fr')})`),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: 'Dans une période de cinq mois autour du mois de création de la société',
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    incomeTax: { text: 'L’impôt sur le revenu de l’État ne s’applique qu’en cas d’activité au Colorado.', sources: [src.y] },
  },
  MT: {
    code: 'MT',
    name: 'Montana',
    llc: {
      formationFee: fig(35, [src.cc]),
      annual: {
        name: 'Rapport annuel',
        fee: fig(20, [src.dd], `${usd(35, 'fr')} en cas de dépôt tardif`),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: '15 avril',
        dueSources: [src.dd],
        lateFee: fig(15, [src.dd], `Le rapport coûte ${usd(35, 'fr')} au lieu de ${usd(20, 'fr')}`),
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Rapport annuel',
        fee: fig(null, []),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: 'Vérifiez auprès de l’État',
        dueSources: [],
      },
    },
    incomeTax: { text: 'L’impôt sur le revenu de l’État ne s’applique qu’en cas d’activité au Montana.', sources: [src.dd] },
  },
  CA: {
    code: 'CA',
    name: 'California',
    llc: {
      formationFee: fig(70, [src.ee]),
      annual: {
        name: 'Taxe annuelle minimale',
        fee: fig(800, [src.ff], 'Due même sans chiffre d’affaires\u202f; l’exonération de la première année ne concernait que les LLC créées entre 2021 et 2023'),
        due: { kind: 'fourthMonth15th' },
        dueText: fourthMonth,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Taxe annuelle minimale',
        fee: fig(800, [src.ff], 'Due même sans chiffre d’affaires'),
        due: { kind: 'fourthMonth15th' },
        dueText: fourthMonth,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    incomeTax: {
      text: 'S’applique aux sociétés créées en California, enregistrées en California ou qui y exercent une activité.',
      sources: [src.ff],
    },
    warning: `La California facture au moins ${usd(800, 'fr')} par an, même sans chiffre d’affaires. Les fondateurs installés hors des États-Unis en ont rarement besoin\u202f; elle figure ici pour comparaison.`,
  },
};

/** Taxe de franchise des sociétés par actions du Delaware : les deux méthodes et les frais du rapport. */
export const delawareFranchiseTax: typeof en.delawareFranchiseTax = {
  authorizedShares: {
    minimumUpTo: 5000,
    minimum: 175,
    secondStepUpTo: 10000,
    secondStep: 250,
    blockSize: 10000,
    perBlock: 85,
    maximum: 200000,
  },
  assumedParValue: { perMillion: 400, minimum: 400, maximum: 200000 },
  reportFee: 50,
  sources: [src.h, src.i, src.i3, src.hh],
  lastChecked: checked,
};

/** Les déclarations fédérales liées à un type de société, quel que soit son État. */
export const form5472: typeof en.form5472 = {
  id: 'form-5472',
  name: 'Form 5472 + Form 1120 pro forma',
  appliesTo:
    'Une LLC à associé unique détenue depuis l’étranger (entité transparente, disregarded entity), pour les exercices fiscaux commençant le 1er janvier 2017 ou après',
  due: { kind: 'fourthMonth15th' },
  dueText: '15e jour du 4e mois suivant la fin de l’exercice fiscal (le 15 avril pour une année civile)\u202f; prolongation possible avec le Form 7004',
  howToFile: 'Pas de dépôt électronique\u00a0: par fax au 855-887-7737 ou par courrier à l’IRS à Ogden, dans l’Utah',
  filingFee: fig(0, [src.ll], 'Aucun frais administratif'),
  penalty: fig(
    25000,
    [src.mm, src.nn],
    `Par formulaire et par an\u202f; ${usd(25000, 'fr')} de plus par période de 30 jours où le manquement se poursuit au-delà de 90 jours après un avis de l’IRS, sans plafond`,
  ),
  sources: [src.jj, src.kk, src.ll, src.ll2],
  lastChecked: checked,
};

export const federalFilings: typeof en.federalFilings = [form5472];

/** Les affirmations trouvées pendant la recherche que le site n’utilise pas, et pourquoi. */
export const unconfirmedFacts: typeof en.unconfirmedFacts = [
  { topic: 'Frais des sociétés par actions au New Mexico et au Montana', why: 'Aucune source trouvée\u202f; affichés comme «\u00a0variable, vérifiez auprès de l’État\u00a0».' },
  { topic: `Frais de constitution d’une société par actions au Texas (${usd(300, 'fr')})`, why: 'Une seule source non confirmée\u202f; affichés comme «\u00a0variable, vérifiez auprès de l’État\u00a0».' },
  { topic: 'Frais de statuts d’une société par actions au Nevada', why: 'Introuvables\u202f; le total de création est affiché comme «\u00a0variable, vérifiez auprès de l’État\u00a0».' },
  { topic: 'Frais de constitution d’une société par actions en California', why: 'Aucune source trouvée.' },
  { topic: 'Seuil «\u00a0no tax due\u00a0» du Texas pour 2026 (2,65 millions de dollars US)', why: 'Une seule source, marquée en attente de vérification\u202f; le chiffre de 2,47 millions de dollars US pour 2024–2025 est affiché.' },
  { topic: `Pénalité de retard de ${usd(25, 'fr')} dans le Wyoming`, why: `Contredit les ${usd(50, 'fr')} d’une autre source\u202f; ${usd(50, 'fr')} est affiché.` },
  { topic: 'Impôt sur les sociétés de Florida pour les C-Corp', why: 'Aucune source trouvée.' },
  { topic: 'Taux d’impôt sur le revenu du Colorado et du Montana', why: 'Aucune source trouvée\u202f; ne concerne qu’une activité dans l’État.' },
  { topic: 'Déclaration des bénéficiaires effectifs (BOI) après la règle provisoire de mars 2025', why: 'Aucune source de 2026 trouvée.' },
  { topic: 'Obligation pour une LLC à associé unique totalement inactive de déposer le Form 5472', why: 'Les sources se contredisent\u202f; le site la considère comme due.' },
  { topic: 'Déclarations fédérales de revenus des LLC à plusieurs associés et des C-Corp', why: 'Non couvertes par les sources\u202f; citées sans dates ni chiffres.' },
  { topic: `Chiffres périmés (Wyoming ${usd(50, 'fr')}, Colorado ${usd(10, 'fr')}, LLC du Delaware ${usd(90, 'fr')}, minimum de la méthode APVC du Delaware ${usd(350, 'fr')} et maximum ${usd(180000, 'fr')})`, why: 'Remplacés\u202f; jamais affichés.' },
];
