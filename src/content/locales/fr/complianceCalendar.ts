import type * as en from '../../complianceCalendar';
import type { CompanyType } from '../../complianceCalendar';
import type { DeadlineRule, DeadlineSource } from '../../../sections/ComplianceCalendar/deadlines';
import type { EntityKind, Figure, SourceLink, StateCode } from '../../../types/stateCosts';
import { monthNames, shortDate, usd } from '../../../platform/format';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';
import { site } from './site';
import { delawareFranchiseTax, factsLastChecked, federalFilings, stateCodes, stateFacts, unconfirmedFigureText } from '../../stateCosts';

/**
 * Le calendrier de conformité (/compliance-calendar) : les déclarations annuelles d’une société par
 * État et par type, sous forme de règles d’échéance. Dates, frais et pénalités de retard viennent
 * de ./stateCosts.ts ; ce module les formule en échéances et ajoute les déclarations fédérales.
 */

export type { CompanyType };

const money = (amount: number) => usd(amount, 'fr');
const date = (iso: string) => shortDate(iso, 'fr');

/** 'Plus 1,5 % d’intérêts' -> 'plus 1,5 % d’intérêts', pour une expression dans une phrase ; 'IRS …' reste tel quel. */
function lowerFirst(text: string): string {
  return /^\p{Lu}(?:\p{Ll}|\s)/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** Un montant en toutes lettres : le montant et sa note, ou « variable, vérifiez auprès de l’État » s’il n’est pas confirmé. */
function feeText(figure: Figure): string {
  if (figure.amount === null) return lowerFirst(unconfirmedFigureText);
  if (figure.amount === 0) return figure.note ? lowerFirst(figure.note) : 'aucun';
  return figure.note ? `${money(figure.amount)} (${lowerFirst(figure.note)})` : money(figure.amount);
}

function uniqueSources(...lists: SourceLink[][]): DeadlineSource[] {
  const seen = new Map<string, DeadlineSource>();
  for (const source of lists.flat()) if (!seen.has(source.url)) seen.set(source.url, { label: source.label, url: source.url });
  return [...seen.values()];
}

const irs = {
  form1120: { label: 'IRS\u00a0: à propos du Form 1120, U.S. Corporation Income Tax Return', url: 'https://www.irs.gov/forms-pubs/about-form-1120' },
  form5472: { label: 'IRS\u00a0: à propos du Form 5472', url: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  form7004: { label: 'IRS\u00a0: à propos du Form 7004', url: 'https://www.irs.gov/forms-pubs/about-form-7004' },
};

const unconfirmedLower = lowerFirst(unconfirmedFigureText);

/** La déclaration annuelle de l’État sous forme de règle, ou une note quand il n’y en a pas ou que sa date n’est pas confirmée. */
function stateRule(code: StateCode, kind: EntityKind): { rule?: DeadlineRule; note?: { text: string; sources: DeadlineSource[] } } {
  const state = stateFacts[code];
  const annual = state[kind].annual;
  if (annual.due.kind === 'none') {
    return {
      note: {
        text: `${state.name}\u00a0: ${lowerFirst(annual.name)}${annual.dueText === 'Rien à payer' ? '.' : `\u00a0: ${unconfirmedLower}.`}`,
        sources: uniqueSources(annual.dueSources, annual.fee.sources),
      },
    };
  }
  if (annual.dueSources.length === 0) {
    return { note: { text: `${state.name}\u00a0: ${lowerFirst(annual.name)} pour ce type de société\u00a0: la date d’échéance varie, vérifiez auprès de l’État.`, sources: [] } };
  }
  const franchise =
    code === 'DE' && kind === 'corp'
      ? ` Taxe de franchise en plus\u00a0: au moins ${money(delawareFranchiseTax.assumedParValue.minimum)} selon la méthode du capital à valeur nominale présumée\u202f; l’avis indique la méthode des actions autorisées, qui peut donner un montant bien plus élevé, et la société peut payer le moins élevé des deux.`
      : '';
  return {
    rule: {
      id: `${code.toLowerCase()}-${kind}-annual`,
      title: `${state.name}\u00a0: ${annual.name}`,
      what: `Échéance\u00a0: ${lowerFirst(annual.dueText)}. Frais\u00a0: ${feeText(annual.fee)}.${franchise}`,
      ifMissed: annual.lateFee ? `Pénalité de retard\u00a0: ${feeText(annual.lateFee)}.` : `Pénalité de retard\u00a0: ${unconfirmedLower}.`,
      due: annual.due,
      starts: annual.firstDueYear === 1 ? 'formation-year' : 'next-year',
      sources: uniqueSources(annual.dueSources, annual.fee.sources, annual.lateFee?.sources ?? [], franchise ? delawareFranchiseTax.sources : []),
      lastChecked: annual.fee.lastChecked,
    },
  };
}

const form5472 = federalFilings.find((filing) => filing.id === 'form-5472');
if (!form5472) throw new Error('stateCosts\u00a0: les données du Form 5472 manquent');
const penalty = form5472.penalty?.amount ? money(form5472.penalty.amount) : unconfirmedLower;

/** Les déclarations fédérales de chaque type de société : dates issues des données fédérales, déclaration de la C-Corp selon l’IRS. */
const federalRules: Record<EntityKind, DeadlineRule[]> = {
  llc: [
    {
      id: 'irs-5472',
      title: `IRS\u00a0: ${form5472.name}`,
      what: `Pour ${lowerFirst(form5472.appliesTo)}. Échéance\u00a0: le ${lowerFirst(form5472.dueText)}. ${form5472.howToFile ?? ''}.`,
      ifMissed: `Pénalité\u00a0: ${penalty}, ${lowerFirst(form5472.penalty?.note ?? '')}.`,
      due: form5472.due,
      starts: 'next-year',
      sources: uniqueSources(form5472.sources, form5472.penalty?.sources ?? []),
      lastChecked: form5472.lastChecked,
    },
    {
      id: 'irs-7004-llc',
      title: 'IRS\u00a0: prolongation par le Form 7004, si vous avez besoin de plus de temps',
      what: 'Déposé au plus tard à l’échéance du Form 5472 et du Form 1120 pro forma, le Form 7004 prolonge le délai pour les déposer.',
      ifMissed: `Sans lui, la déclaration est en retard après cette date, et la pénalité de ${penalty} liée au Form 5472 peut s’appliquer.`,
      due: form5472.due,
      starts: 'next-year',
      sources: [irs.form7004, ...uniqueSources(form5472.sources.filter((source) => source.url.includes('taxesforexpats')))],
      lastChecked: form5472.lastChecked,
    },
  ],
  corp: [
    {
      id: 'irs-1120',
      title: 'IRS\u00a0: déclaration fédérale des sociétés, Form 1120',
      what: 'La déclaration fédérale d’impôt sur les bénéfices de la C-Corp pour l’année civile, due le 15e jour du 4e mois suivant la fin de l’exercice. Le Form 5472 l’accompagne lorsqu’un propriétaire étranger détient 25\u202f% ou plus et qu’il y a eu des transactions à déclarer.',
      ifMissed: `Pénalités pour dépôt et paiement tardifs, plus des intérêts sur l’impôt dû\u202f; un Form 5472 manquant coûte en plus ${penalty}.`,
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form1120, irs.form5472],
      lastChecked: factsLastChecked,
    },
    {
      id: 'irs-7004-corp',
      title: 'IRS\u00a0: prolongation par le Form 7004, si vous avez besoin de plus de temps',
      what: 'Déposé au plus tard à l’échéance du Form 1120, le Form 7004 prolonge le délai de dépôt de la déclaration (pas celui du paiement de l’impôt dû).',
      ifMissed: 'Sans lui, la déclaration est en retard après cette date.',
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form7004],
      lastChecked: factsLastChecked,
    },
  ],
};

const companyTypes: { id: CompanyType; label: string }[] = [
  { id: 'llc', label: 'LLC avec un seul propriétaire hors des États-Unis' },
  { id: 'corp', label: 'C-Corp' },
];

const bySchedule = Object.fromEntries(
  stateCodes.map((code) => [
    code,
    Object.fromEntries(
      companyTypes.map(({ id }) => {
        const { rule, note } = stateRule(code, id);
        return [id, { rules: [...(rule ? [rule] : []), ...federalRules[id]], notes: note ? [note] : [] }];
      }),
    ),
  ]),
);

/** Chaque État et type de société que connaît le calendrier, avec ses règles d’échéance. */
export const calendarSchedule: typeof en.calendarSchedule = {
  states: stateCodes.map((code) => ({ code, name: stateFacts[code].name })),
  types: companyTypes,
  schedules: bySchedule,
  defaults: { state: 'WY', type: 'llc' },
  referenceDate: factsLastChecked,
  /** La déclaration des bénéficiaires effectifs, selon la règle fédérale en vigueur pour les sociétés créées aux États-Unis. */
  boi: {
    title: 'Déclaration des bénéficiaires effectifs (BOI)\u00a0: pas obligatoire aujourd’hui',
    text: 'Depuis la règle finale provisoire (interim final rule) de FinCEN du 26 mars 2025, les sociétés créées aux États-Unis en sont exemptées\u202f; seules les sociétés créées à l’étranger et enregistrées dans un État américain doivent la déposer. Une règle définitive était attendue plus tard en 2025\u202f; nous n’avons pas pu confirmer si elle a changé cela en 2026\u00a0: vérifiez auprès de FinCEN avant de vous y fier. Certains guides de 2026 disent encore aux fondateurs de la déposer\u00a0: pour une société américaine, vous n’avez pas à le faire.',
    sources: [
      { label: 'Federal Register, 26 mars 2025\u00a0: 90 FR 13688 (règle finale provisoire)', url: 'https://federalregister.com/Browse/Document/usa/na/fr/2025/3/26/2025-05199' },
      { label: 'Debevoise\u00a0: FinCEN restreint la déclaration des bénéficiaires effectifs', url: 'https://debevoise.com/insights/publications/2025/03/fincen-narrows-beneficial-ownership-information' },
    ],
    lastChecked: factsLastChecked,
  },
};

/** Qui produit le fichier de calendrier : son PRODID (identifiant technique, laissé tel quel) et le domaine qui rend unique l’UID de chaque événement. */
export const calendarFile: typeof en.calendarFile = { prodId: `-//${site.brandName}//Compliance calendar//EN`, domain: new URL(site.siteUrl).host };

/** Le nom de la page, le titre principal et la description pour les moteurs de recherche. */
export const complianceCalendarPage: typeof en.complianceCalendarPage = {
  title: 'Calendrier de conformité',
  description:
    'Toutes les échéances d’État et de l’IRS de votre société américaine pour les 24 prochains mois, avec ce qui se passe si vous en manquez une, dans un fichier à importer dans Google Agenda, Outlook ou Calendrier d’Apple.',
};

export const complianceCalendarHeading: typeof en.complianceCalendarHeading = {
  eyebrow: 'Calendrier de conformité',
  title: 'Toutes les échéances des 24 prochains mois',
  text: 'Choisissez l’État, le type de société et le mois de création (passé ou à venir). Vous obtenez chaque échéance de l’État et de l’IRS, avec ce qui se passe en cas d’oubli, et un fichier de calendrier à importer.',
};

export const complianceCalendarLabels: typeof en.complianceCalendarLabels = {
  state: 'État',
  type: 'Type de société',
  formedMonth: 'Mois de création',
  formedYear: 'Année de création',
  months: monthNames('fr'),
  unknownState: (value: string) => `Nous n’avons pas de calendrier pour «\u00a0${value}\u00a0»\u202f; voici celui du ${stateFacts.WY.name}. Choisissez un État dans la liste.`,
  unknownType: (value: string) => `«\u00a0${value}\u00a0» n’est pas un type de société que nous connaissons\u202f; voici celui d’une LLC. Choisissez-en un dans la liste.`,
  unknownFormed: (value: string) => `«\u00a0${value}\u00a0» n’est pas un mois utilisable\u202f; voici le mois en cours. Choisissez un mois et une année.`,
  scheduleHeading: (from: string, to: string) => `Vos échéances du ${date(from)} au ${date(to)}`,
  summary: (state: string, type: string, n: number) => `${state}, ${type}\u00a0: ${plural('fr', n, { one: (count) => `${count} échéance`, other: (count) => `${count} échéances` })}`,
  none: 'Aucune échéance ne tombe dans ces 24 mois.',
  date,
  opens: (iso: string) => `Dépôt possible à partir du ${date(iso)}`,
  ifMissed: 'En cas d’oubli\u00a0:',
  sources: 'Sources\u00a0:',
  checked: (iso: string) => `vérifié le ${date(iso)}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  notesHeading: 'Bon à savoir',
  download: 'Télécharger le calendrier (.ics)',
  downloadHint: 'Un événement sur la journée par échéance, avec un rappel une semaine avant. S’importe dans Google Agenda, Outlook et Calendrier d’Apple.',
  fileName: (state: string, type: string, formed: string) => `calendrier-conformite-${state}-${type}-${formed}.ics`.toLowerCase(),
  calendarName: (state: string, type: string) => `Échéances de la société américaine\u00a0: ${state}, ${type}`,
  reminder: (title: string) => `Dans une semaine\u00a0: ${title}`,
  eventDescription: (what: string, ifMissed: string, sources: string, checked: string) =>
    `${what}\nEn cas d’oubli\u00a0: ${ifMissed}\nSources\u00a0: ${sources}\nDernière vérification\u00a0: ${checked}.`,
};
