import type * as en from '../../complianceCalendar';
import type { DeadlineRule, DeadlineSource } from '../../../sections/ComplianceCalendar/deadlines';
import type { EntityKind, Figure, SourceLink, StateCode } from '../../../types/stateCosts';
import { monthNames, shortDate, usd } from '../../../platform/format';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';
import { site } from './site';
import { delawareFranchiseTax, factsLastChecked, federalFilings, stateCodes, stateFacts, unconfirmedFigureText } from '../../stateCosts';

/**
 * O calendário de obrigações (/compliance-calendar): as entregas anuais de uma empresa por estado e
 * tipo, como regras de prazo. Datas, taxas e multas estaduais vêm de ./stateCosts.ts; este módulo só
 * as redige como prazos e acrescenta as consequências e as datas das declarações federais.
 */

export type CompanyType = EntityKind;

const money = (amount: number) => usd(amount, 'pt-BR');
const date = (iso: string) => shortDate(iso, 'pt-BR');

/** 'Mais juros de 1,5%' -> 'mais juros de 1,5%', para uma expressão dentro de uma frase; 'IRS …' fica como está. */
function lowerFirst(text: string): string {
  return /^\p{Lu}(?:\p{Ll}|\s)/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** Uma taxa por extenso: o valor e a sua observação, ou "varia; confirme com o estado" quando não confirmada. */
function feeText(figure: Figure): string {
  if (figure.amount === null) return unconfirmedFigureText;
  if (figure.amount === 0) return lowerFirst(figure.note ?? 'Sem taxa');
  return figure.note ? `${money(figure.amount)} (${lowerFirst(figure.note)})` : money(figure.amount);
}

function uniqueSources(...lists: SourceLink[][]): DeadlineSource[] {
  const seen = new Map<string, DeadlineSource>();
  for (const source of lists.flat()) if (!seen.has(source.url)) seen.set(source.url, { label: source.label, url: source.url });
  return [...seen.values()];
}

const irs = {
  form1120: { label: 'IRS: sobre o Form 1120, U.S. Corporation Income Tax Return', url: 'https://www.irs.gov/forms-pubs/about-form-1120' },
  form5472: { label: 'IRS: sobre o Form 5472', url: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  form7004: { label: 'IRS: sobre o Form 7004', url: 'https://www.irs.gov/forms-pubs/about-form-7004' },
};

/** O texto de ./stateCosts.ts quando o estado não exige nada. */
const nothingDue = 'Nada a entregar';

/** A entrega anual do estado como regra, ou uma observação quando não há entrega ou a data não está confirmada. */
function stateRule(code: StateCode, kind: EntityKind): { rule?: DeadlineRule; note?: { text: string; sources: DeadlineSource[] } } {
  const state = stateFacts[code];
  const annual = state[kind].annual;
  if (annual.due.kind === 'none') {
    return {
      note: {
        text: `${state.name}: ${lowerFirst(annual.name)}${annual.dueText === nothingDue ? '.' : `: ${unconfirmedFigureText.toLowerCase()}.`}`,
        sources: uniqueSources(annual.dueSources, annual.fee.sources),
      },
    };
  }
  if (annual.dueSources.length === 0) {
    return { note: { text: `${state.name}: ${annual.name.toLowerCase()} para este tipo de empresa: a data de entrega ${unconfirmedFigureText.toLowerCase()}.`, sources: [] } };
  }
  const franchise =
    code === 'DE' && kind === 'corp'
      ? ` Mais a franchise tax: pelo método do valor nominal presumido, pelo menos ${money(delawareFranchiseTax.assumedParValue.minimum)}; a notificação mostra o método das ações autorizadas, que pode dar um valor muito maior, e a corporação pode pagar o menor.`
      : '';
  return {
    rule: {
      id: `${code.toLowerCase()}-${kind}-annual`,
      title: `${state.name}: ${annual.name}`,
      what: `Prazo: ${lowerFirst(annual.dueText)}. Taxa: ${feeText(annual.fee)}.${franchise}`,
      ifMissed: annual.lateFee ? `Multa por atraso: ${feeText(annual.lateFee)}.` : `Multa por atraso: ${unconfirmedFigureText.toLowerCase()}.`,
      due: annual.due,
      starts: annual.firstDueYear === 1 ? 'formation-year' : 'next-year',
      sources: uniqueSources(annual.dueSources, annual.fee.sources, annual.lateFee?.sources ?? [], franchise ? delawareFranchiseTax.sources : []),
      lastChecked: annual.fee.lastChecked,
    },
  };
}

const form5472 = federalFilings.find((filing) => filing.id === 'form-5472');
if (!form5472) throw new Error('stateCosts: faltam os dados do Form 5472');
const penalty = form5472.penalty?.amount ? money(form5472.penalty.amount) : unconfirmedFigureText;

/** As declarações federais de cada tipo de empresa: datas dos dados federais, a declaração da C-Corp segundo o IRS. */
const federalRules: Record<EntityKind, DeadlineRule[]> = {
  llc: [
    {
      id: 'irs-5472',
      title: `IRS: ${form5472.name}`,
      what: `Para ${lowerFirst(form5472.appliesTo)}. Prazo: ${lowerFirst(form5472.dueText)}. ${form5472.howToFile ?? ''}.`,
      ifMissed: `Multa: ${penalty} ${lowerFirst(form5472.penalty?.note ?? '')}.`,
      due: form5472.due,
      starts: 'next-year',
      sources: uniqueSources(form5472.sources, form5472.penalty?.sources ?? []),
      lastChecked: form5472.lastChecked,
    },
    {
      id: 'irs-7004-llc',
      title: 'IRS: prorrogação pelo Form 7004, se você precisar de mais tempo',
      what: 'Entregue até o prazo do Form 5472 e do 1120 pro forma, o Form 7004 prorroga o prazo para entregá-los.',
      ifMissed: `Sem ele, a declaração fica atrasada depois desta data, e a multa de ${penalty} do Form 5472 pode ser aplicada.`,
      due: form5472.due,
      starts: 'next-year',
      sources: [irs.form7004, ...uniqueSources(form5472.sources.filter((source) => source.url.includes('taxesforexpats')))],
      lastChecked: form5472.lastChecked,
    },
  ],
  corp: [
    {
      id: 'irs-1120',
      title: 'IRS: Form 1120, declaração federal de pessoa jurídica',
      what: 'A declaração federal de imposto de renda da C-Corp referente ao ano-calendário, com prazo no 15º dia do 4º mês após o fim do ano. O Form 5472 vai junto quando um dono estrangeiro detém 25% ou mais e houve transações a informar.',
      ifMissed: `Multas por entrega e pagamento em atraso, mais juros sobre o imposto devido; a falta do Form 5472 custa mais ${penalty}.`,
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form1120, irs.form5472],
      lastChecked: factsLastChecked,
    },
    {
      id: 'irs-7004-corp',
      title: 'IRS: prorrogação pelo Form 7004, se você precisar de mais tempo',
      what: 'Entregue até o prazo do Form 1120, o Form 7004 prorroga o prazo para entregar a declaração (não para pagar o imposto devido).',
      ifMissed: 'Sem ele, a declaração fica atrasada depois desta data.',
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form7004],
      lastChecked: factsLastChecked,
    },
  ],
};

const companyTypes: { id: CompanyType; label: string }[] = [
  { id: 'llc', label: 'LLC com um único dono fora dos EUA' },
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

/** Cada estado e tipo de empresa que o calendário conhece, com as suas regras de prazo. */
export const calendarSchedule: typeof en.calendarSchedule = {
  states: stateCodes.map((code) => ({ code, name: stateFacts[code].name })),
  types: companyTypes,
  schedules: bySchedule,
  defaults: { state: 'WY', type: 'llc' },
  referenceDate: factsLastChecked,
  /** Declaração de beneficiários finais, conforme a regra federal para empresas abertas nos EUA. */
  boi: {
    title: 'Relatório de beneficiários finais (BOI report): não exigido hoje',
    text: 'Desde a regra final provisória (interim final rule) da FinCEN de 26 de março de 2025, empresas abertas nos EUA estão isentas; só empresas constituídas no exterior e registradas em um estado americano entregam o relatório. Uma regra final era esperada para mais tarde em 2025; não conseguimos confirmar se ela mudou isso em 2026, então consulte a FinCEN antes de confiar nesta informação. Alguns guias de 2026 ainda dizem aos fundadores que entreguem o relatório: para uma empresa americana, você não precisa.',
    sources: [
      { label: 'Federal Register, 26 mar. 2025: 90 FR 13688 (regra final provisória)', url: 'https://federalregister.com/Browse/Document/usa/na/fr/2025/3/26/2025-05199' },
      { label: 'Debevoise: a FinCEN restringe a declaração de beneficiários finais', url: 'https://debevoise.com/insights/publications/2025/03/fincen-narrows-beneficial-ownership-information' },
    ],
    lastChecked: factsLastChecked,
  },
};

/** Quem gerou o arquivo de calendário: o PRODID e o domínio que torna único o UID de cada evento (valores técnicos, iguais ao inglês). */
export const calendarFile: typeof en.calendarFile = { prodId: `-//${site.brandName}//Compliance calendar//EN`, domain: new URL(site.siteUrl).host };

/** O nome da página, o título e a descrição para buscadores. */
export const complianceCalendarPage: typeof en.complianceCalendarPage = {
  title: 'Calendário de obrigações',
  description:
    'Todos os prazos estaduais e do IRS da sua empresa americana nos próximos 24 meses, com o que acontece se você perder um deles, em um arquivo de calendário para Google Agenda, Outlook ou Calendário da Apple.',
};

export const complianceCalendarHeading: typeof en.complianceCalendarHeading = {
  eyebrow: 'Calendário de obrigações',
  title: 'Todos os prazos dos próximos 24 meses',
  text: 'Escolha o estado, o tipo de empresa e o mês em que ela foi (ou será) aberta. Você vê cada prazo estadual e do IRS, com o que acontece se ele for perdido, e um arquivo de calendário para importar.',
};

export const complianceCalendarLabels: typeof en.complianceCalendarLabels = {
  state: 'Estado',
  type: 'Tipo de empresa',
  formedMonth: 'Mês de abertura',
  formedYear: 'Ano de abertura',
  // Capitalised, though Portuguese writes months in lower case inside a sentence (as the cost
  // calculator's dates do): here each stands alone as an option of the month list ('Janeiro').
  months: monthNames('pt-BR', { capitalised: true }),
  unknownState: (value: string) => `Não temos calendário para \u201c${value}\u201d; mostrando ${stateFacts.WY.name}. Escolha um estado da lista.`,
  unknownType: (value: string) => `\u201c${value}\u201d não é um tipo de empresa que conhecemos; mostrando uma LLC. Escolha um tipo da lista.`,
  unknownFormed: (value: string) => `\u201c${value}\u201d não é um mês que possamos usar; mostrando o mês atual. Escolha um mês e um ano.`,
  scheduleHeading: (from: string, to: string) => `Seus prazos de ${date(from)} a ${date(to)}`,
  summary: (state: string, type: string, n: number) => `${state}, ${type}: ${plural('pt-BR', n, { one: (count) => `${count} prazo`, other: (count) => `${count} prazos` })}`,
  none: 'Nenhum prazo cai nestes 24 meses.',
  date,
  opens: (iso: string) => `Pode ser entregue a partir de ${date(iso)}`,
  ifMissed: 'Se perder o prazo:',
  sources: 'Fontes:',
  checked: (iso: string) => `conferido em ${date(iso)}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  notesHeading: 'Bom saber também',
  download: 'Baixar o calendário (.ics)',
  downloadHint: 'Um evento de dia inteiro por prazo, com lembrete uma semana antes. Importa no Google Agenda, no Outlook e no Calendário da Apple.',
  fileName: (state: string, type: string, formed: string) => `compliance-calendar-${state}-${type}-${formed}.ics`.toLowerCase(),
  calendarName: (state: string, type: string) => `Prazos da empresa nos EUA: ${state}, ${type}`,
  reminder: (title: string) => `Em uma semana: ${title}`,
  eventDescription: (what: string, ifMissed: string, sources: string, checked: string) =>
    `${what}\nSe perder o prazo: ${ifMissed}\nFontes: ${sources}\nConferido em: ${checked}.`,
};
