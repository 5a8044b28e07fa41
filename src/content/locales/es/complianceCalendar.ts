import type * as en from '../../complianceCalendar';
import type { DeadlineRule, DeadlineSource } from '../../../sections/ComplianceCalendar/deadlines';
import type { EntityKind, Figure, SourceLink, StateCode } from '../../../types/stateCosts';
import { monthNames, shortDate, usd } from '../../../platform/format';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';
import { site } from './site';
import { delawareFranchiseTax, factsLastChecked, federalFilings, stateCodes, stateFacts, unconfirmedFigureText } from '../../stateCosts';

/**
 * El calendario de obligaciones (/compliance-calendar): las presentaciones anuales de una empresa según
 * su estado y tipo, como reglas de vencimiento. Fechas, tasas y recargos salen de stateCosts.ts; este
 * módulo solo los redacta como vencimientos y agrega las consecuencias y fechas de las declaraciones federales.
 */

export type CompanyType = en.CompanyType;

const money = (amount: number) => usd(amount, 'es');
const date = (iso: string) => shortDate(iso, 'es');

/** Una tasa en palabras: el importe y su nota, o «varía, consulta con el estado» si no está confirmada. */
function feeText(figure: Figure): string {
  if (figure.amount === null) return unconfirmedFigureText;
  if (figure.amount === 0) return lowerFirst(figure.note ?? 'Sin tasa');
  return figure.note ? `${money(figure.amount)} (${lowerFirst(figure.note)})` : money(figure.amount);
}

/** 'Más un 1,5% de interés' -> 'más un 1,5% de interés', para una frase dentro de otra; 'IRS …' no cambia. */
function lowerFirst(text: string): string {
  return /^\p{Lu}(?:\p{Ll}|\s)/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

function uniqueSources(...lists: SourceLink[][]): DeadlineSource[] {
  const seen = new Map<string, DeadlineSource>();
  for (const source of lists.flat()) if (!seen.has(source.url)) seen.set(source.url, { label: source.label, url: source.url });
  return [...seen.values()];
}

const irs = {
  form1120: { label: 'IRS: acerca del Form 1120, U.S. Corporation Income Tax Return', url: 'https://www.irs.gov/forms-pubs/about-form-1120' },
  form5472: { label: 'IRS: acerca del Form 5472', url: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  form7004: { label: 'IRS: acerca del Form 7004', url: 'https://www.irs.gov/forms-pubs/about-form-7004' },
};

/** The words stateCosts.ts uses for "Nothing due", to tell it from an unconfirmed date. */
const nothingDue = stateFacts.NM.llc.annual.dueText;

/** La presentación anual del estado como regla, o una nota si no tiene o si su fecha no está confirmada. */
function stateRule(code: StateCode, kind: EntityKind): { rule?: DeadlineRule; note?: { text: string; sources: DeadlineSource[] } } {
  const state = stateFacts[code];
  const annual = state[kind].annual;
  if (annual.due.kind === 'none') {
    return { note: { text: `${state.name}: ${lowerFirst(annual.name)}${annual.dueText === nothingDue ? '.' : `: ${unconfirmedFigureText.toLowerCase()}.`}`, sources: uniqueSources(annual.dueSources, annual.fee.sources) } };
  }
  if (annual.dueSources.length === 0) {
    return { note: { text: `${state.name}: ${annual.name.toLowerCase()} para este tipo de empresa: la fecha de vencimiento ${unconfirmedFigureText.toLowerCase()}.`, sources: [] } };
  }
  const franchise =
    code === 'DE' && kind === 'corp'
      ? ` Además, el impuesto de franquicia: por el método del valor nominal presunto, al menos ${money(delawareFranchiseTax.assumedParValue.minimum)}; el aviso muestra el método de las acciones autorizadas, que puede ser mucho más alto, y la corporación puede pagar el menor.`
      : '';
  return {
    rule: {
      id: `${code.toLowerCase()}-${kind}-annual`,
      title: `${state.name}: ${annual.name}`,
      what: `Vence: ${lowerFirst(annual.dueText)}. Tasa: ${feeText(annual.fee)}.${franchise}`,
      ifMissed: annual.lateFee ? `Recargo por mora: ${feeText(annual.lateFee)}.` : `Recargo por mora: ${unconfirmedFigureText.toLowerCase()}.`,
      due: annual.due,
      starts: annual.firstDueYear === 1 ? 'formation-year' : 'next-year',
      sources: uniqueSources(annual.dueSources, annual.fee.sources, annual.lateFee?.sources ?? [], franchise ? delawareFranchiseTax.sources : []),
      lastChecked: annual.fee.lastChecked,
    },
  };
}

const form5472 = federalFilings.find((filing) => filing.id === 'form-5472');
if (!form5472) throw new Error('stateCosts: the Form 5472 facts are missing');
const penalty = form5472.penalty?.amount ? money(form5472.penalty.amount) : unconfirmedFigureText;

/** Las declaraciones federales de cada tipo de empresa: fechas de los datos federales, la declaración de la C-Corp según el IRS. */
const federalRules: Record<EntityKind, DeadlineRule[]> = {
  llc: [
    {
      id: 'irs-5472',
      title: `IRS: ${form5472.name}`,
      what: `Para ${lowerFirst(form5472.appliesTo)}. Vence el ${lowerFirst(form5472.dueText)}. ${form5472.howToFile ?? ''}.`,
      ifMissed: `Multa: ${penalty} ${lowerFirst(form5472.penalty?.note ?? '')}.`,
      due: form5472.due,
      starts: 'next-year',
      sources: uniqueSources(form5472.sources, form5472.penalty?.sources ?? []),
      lastChecked: form5472.lastChecked,
    },
    {
      id: 'irs-7004-llc',
      title: 'IRS: prórroga con el Form 7004, si necesitas más tiempo',
      what: 'Presentado antes del vencimiento del Form 5472 y del 1120 pro forma, el Form 7004 amplía el plazo para presentarlos.',
      ifMissed: `Sin él, la declaración se considera tardía después de esta fecha, y puede aplicarse la multa de ${penalty} del Form 5472.`,
      due: form5472.due,
      starts: 'next-year',
      sources: [irs.form7004, ...uniqueSources(form5472.sources.filter((source) => source.url.includes('taxesforexpats')))],
      lastChecked: form5472.lastChecked,
    },
  ],
  corp: [
    {
      id: 'irs-1120',
      title: 'IRS: Form 1120, declaración federal de la corporación',
      what: 'La declaración federal del impuesto sobre la renta de la C-Corp para el año calendario, que vence el día 15 del cuarto mes después del cierre del año. El Form 5472 se presenta junto con ella cuando un propietario extranjero tiene el 25% o más y hubo transacciones que deben informarse.',
      ifMissed: `Multas por presentar y pagar fuera de plazo, más intereses sobre el impuesto adeudado; la falta del Form 5472 suma otros ${penalty}.`,
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form1120, irs.form5472],
      lastChecked: factsLastChecked,
    },
    {
      id: 'irs-7004-corp',
      title: 'IRS: prórroga con el Form 7004, si necesitas más tiempo',
      what: 'Presentado antes del vencimiento del Form 1120, el Form 7004 amplía el plazo para presentar la declaración (no para pagar el impuesto adeudado).',
      ifMissed: 'Sin él, la declaración se considera tardía después de esta fecha.',
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form7004],
      lastChecked: factsLastChecked,
    },
  ],
};

const companyTypes: { id: EntityKind; label: string }[] = [
  { id: 'llc', label: 'LLC con un solo dueño fuera de EE. UU.' },
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

/** Cada estado y tipo de empresa que conoce el calendario, con sus reglas de vencimiento. */
export const calendarSchedule: typeof en.calendarSchedule = {
  states: stateCodes.map((code) => ({ code, name: stateFacts[code].name })),
  types: companyTypes,
  schedules: bySchedule,
  defaults: { state: 'WY', type: 'llc' },
  referenceDate: factsLastChecked,
  /** Informe de beneficiarios finales, según la norma federal vigente para las empresas constituidas en EE. UU. */
  boi: {
    title: 'Informe de beneficiarios finales (BOI): hoy no es obligatorio',
    text: 'Desde la norma final provisional de FinCEN del 26 de marzo de 2025, las empresas constituidas en EE. UU. están exentas; solo informan las empresas constituidas en el extranjero y registradas en un estado de EE. UU. Se esperaba una norma final más adelante en 2025; no pudimos confirmar si cambió esto en 2026, así que consulta a FinCEN antes de basarte en ello. Algunas guías de 2026 todavía les dicen a los fundadores que lo presenten: para una empresa de EE. UU., no es necesario.',
    sources: [
      { label: 'Federal Register, 26 mar 2025: 90 FR 13688 (norma final provisional)', url: 'https://federalregister.com/Browse/Document/usa/na/fr/2025/3/26/2025-05199' },
      { label: 'Debevoise: FinCEN limita el informe de beneficiarios finales', url: 'https://debevoise.com/insights/publications/2025/03/fincen-narrows-beneficial-ownership-information' },
    ],
    lastChecked: factsLastChecked,
  },
};

/** Quién generó el archivo de calendario: su PRODID (an identifier, kept as English has it) y el dominio de los UID. */
export const calendarFile: typeof en.calendarFile = { prodId: `-//${site.brandName}//Compliance calendar//EN`, domain: new URL(site.siteUrl).host };

/** El nombre de la página, el título principal y la descripción para buscadores. */
export const complianceCalendarPage: typeof en.complianceCalendarPage = {
  title: 'Calendario de obligaciones',
  description:
    'Cada plazo estatal y del IRS de tu empresa en EE. UU. para los próximos 24 meses, con lo que pasa si no cumples alguno, en un archivo de calendario para Google Calendar, Outlook o Apple Calendar.',
};

export const complianceCalendarHeading: typeof en.complianceCalendarHeading = {
  eyebrow: 'Calendario de obligaciones',
  title: 'Cada vencimiento de los próximos 24 meses',
  text: 'Elige el estado, el tipo de empresa y el mes en que se constituyó (o se constituirá). Obtienes cada vencimiento estatal y del IRS con lo que pasa si no lo cumples, y un archivo de calendario para importar.',
};

export const complianceCalendarLabels: typeof en.complianceCalendarLabels = {
  state: 'Estado',
  type: 'Tipo de empresa',
  formedMonth: 'Mes de constitución',
  formedYear: 'Año de constitución',
  months: monthNames('es'),
  unknownState: (value: string) => `No tenemos un calendario para \u201c${value}\u201d; se muestra ${stateFacts.WY.name}. Elige un estado de la lista.`,
  unknownType: (value: string) => `\u201c${value}\u201d no es un tipo de empresa que conozcamos; se muestra una LLC. Elige uno de la lista.`,
  unknownFormed: (value: string) => `\u201c${value}\u201d no es un mes que podamos usar; se muestra el mes actual. Elige un mes y un año.`,
  scheduleHeading: (from: string, to: string) => `Tus vencimientos del ${date(from)} al ${date(to)}`,
  summary: (state: string, type: string, n: number) => `${state}, ${type}: ${plural('es', n, { one: '1 vencimiento', other: (count) => `${count} vencimientos` })}`,
  none: 'No hay vencimientos en estos 24 meses.',
  date,
  opens: (iso: string) => `Se puede presentar desde el ${date(iso)}`,
  ifMissed: 'Si no se cumple:',
  sources: 'Fuentes:',
  checked: (iso: string) => `última revisión: ${date(iso)}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  notesHeading: 'También conviene saber',
  download: 'Descargar el calendario (.ics)',
  downloadHint: 'Un evento de día completo por vencimiento, con un recordatorio una semana antes. Se importa en Google Calendar, Outlook y Apple Calendar.',
  fileName: (state: string, type: string, formed: string) => `calendario-de-obligaciones-${state}-${type}-${formed}.ics`.toLowerCase(),
  calendarName: (state: string, type: string) => `Vencimientos de tu empresa en EE. UU.: ${state}, ${type}`,
  reminder: (title: string) => `En una semana: ${title}`,
  eventDescription: (what: string, ifMissed: string, sources: string, checked: string) =>
    `${what}\nSi no se cumple: ${ifMissed}\nFuentes: ${sources}\nÚltima revisión: ${checked}.`,
};
