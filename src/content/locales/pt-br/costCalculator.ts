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

/** '24 de novembro de 2026' a partir de '2026-11-24'. */
export function formatFactDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!month) return String(year);
  if (!day) return `${monthName('pt-BR', month - 1)} de ${year}`;
  return `${day === 1 ? '1º' : day} de ${monthName('pt-BR', month - 1)} de ${year}`;
}

const money = (amount: number) => usd(amount, 'pt-BR');

/** Os períodos de ./pricing.ts: pagamento único e mensal. */
const oneTime = 'pagamento único';
const perMonth = '/mês';

/** Nossos planos com preço, como a calculadora os oferece: pagamentos únicos no ano 1, mensais doze vezes por ano. */
export const costPlans: typeof en.costPlans = pricingTabs.flatMap((tab) =>
  tab.plans
    .filter((plan) => plan.amount !== null && (plan.period === oneTime || plan.period === perMonth))
    .map((plan) => ({
      id: plan.id,
      label: `${tab.label}: ${plan.name} (${money(plan.amount as number)}${plan.period === oneTime ? `, ${oneTime}` : perMonth})`,
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
  eyebrow: 'Calculadora de custos',
  title: 'Quanto custa sua empresa nos EUA, ano a ano',
  text: 'Escolha um estado, um tipo de empresa e por quantos anos quer planejar. Cada taxa estadual abaixo tem o link da sua fonte; conferimos tudo de novo antes do seu pedido.',
};

const stateName = (code: string) => stateFacts[code as StateCode]?.name ?? code;

const yearsText = (years: number) => plural('pt-BR', years, { one: (n) => `${n} ano`, other: (n) => `${n} anos` });

export const costCalculatorLabels: typeof en.costCalculatorLabels = {
  form: {
    title: 'Sua empresa',
    state: 'Estado',
    type: 'Tipo de empresa',
    years: 'Anos de planejamento',
    plan: 'Incluir um dos nossos planos',
    noPlan: 'Sem plano: só custos estaduais e federais',
    yearsOption: (n: number) => yearsText(n),
    delawareTitle: 'Para a franchise tax de Delaware',
    delawareText: 'Uma C-Corp de Delaware paga franchise tax sobre as ações ou sobre os ativos, o que for menor. Os outros estados ignoram estes valores.',
    authorizedShares: 'Ações autorizadas',
    issuedShares: 'Ações emitidas',
    grossAssets: 'Ativos brutos (USD)',
    parValue: 'Valor nominal por ação (USD)',
    shareLink: 'Link para este resultado',
  },
  typeNames: {
    smllc: 'LLC de sócio único com dono no exterior',
    mmllc: 'LLC de vários sócios',
    ccorp: 'C-Corp',
  },
  typeNotes: {
    smllc: `Com dono fora dos EUA, ela entrega o ${form5472.name} ao IRS todos os anos, mesmo sem renda nos EUA. Não há taxa do governo, mas deixar de entregar custa ${money(25000)} por formulário e por ano.`,
    mmllc: 'Ela também entrega todo ano uma declaração federal de partnership. Não há taxa do governo, então isso não altera os valores abaixo; pergunte-nos sobre a preparação.',
    ccorp: 'Ela também entrega todo ano uma declaração federal de imposto de renda de pessoa jurídica. Não há taxa do governo, então isso não altera os valores abaixo; pergunte-nos sobre a preparação.',
  },
  problems: {
    unknownState: (value: string, fallback: string) => `Não temos valores para o estado "${value}", então mostramos ${stateName(fallback)}.`,
    unknownType: (value: string, fallback: string) => `"${value}" não é um tipo de empresa que comparamos, então mostramos: ${fallback}.`,
    yearsOutOfRange: (value: string, fallback: string) => `Escolha entre 1 e 5 anos ("${value}" não é um deles), então mostramos ${fallback}.`,
    unknownPlan: (value: string) => `Não temos o plano "${value}", então nenhum plano foi incluído.`,
    notAWholeNumber: (value: string) => `"${value}" não é um número inteiro de ações; usamos o último valor válido.`,
    notAnAmount: (value: string) => `"${value}" não é um valor em dólares; usamos o último valor válido.`,
    tooLarge: (value: string) => `"${value}" é maior do que qualquer empresa para a qual esta calculadora foi feita; usamos o último valor válido.`,
  },
  money,
  unconfirmed: unconfirmedFigureText,
  atLeast: (amount: number) => `pelo menos ${money(amount)}`,
  yearTable: {
    title: 'Ano a ano',
    caption: (state: string, type: string, years: number) => `${type} (${state}), ao longo de ${yearsText(years)}`,
    summary: (state: string, type: string, years: number, total: string) => `${type} (${state}): ${total} ao longo de ${yearsText(years)}`,
    year: 'Ano',
    yearLabel: (n: number) => `Ano ${n}`,
    formation: 'Taxa estadual de abertura',
    stateYearly: 'Taxa ou imposto estadual anual',
    federal: 'Declarações federais',
    plan: 'Nosso plano',
    total: 'Total',
    noFiling: 'Nada a entregar',
    filingFee: (names: string, fee: string) => `${names}: taxa de ${fee}`,
    firstYearNote:
      'O ano 1 é o ano em que você abre a empresa. Na maioria dos estados, a primeira taxa estadual anual vence no ano 2 (a California cobra a partir do ano 1), e a primeira declaração federal, sobre o ano 1, é entregue no ano 2.',
  },
  franchiseTax: {
    title: 'Franchise tax de Delaware',
    text: 'Delaware cobra pelo método das ações autorizadas (Authorized Shares Method); a corporação pode pagar pelo método do capital de valor nominal presumido (Assumed Par Value Capital Method) quando esse valor for menor.',
    authorizedShares: 'Método das ações autorizadas',
    assumedParValue: 'Método do valor nominal presumido',
    notUsable: 'Exige pelo menos uma ação emitida',
    lower: 'O menor, usado aqui',
    reportFee: (fee: string) => `Mais a taxa de ${fee} do relatório anual.`,
    capital: (amount: string) => `Capital de valor nominal presumido: ${amount}`,
  },
  comparison: {
    title: 'Todos os estados lado a lado',
    caption: (type: string, years: number) => `${type}, ao longo de ${yearsText(years)}, do mais barato ao mais caro`,
    state: 'Estado',
    formation: 'Abertura',
    stateYearly: 'Taxas estaduais anuais',
    federal: 'Taxas das declarações federais',
    plan: 'Nosso plano',
    total: 'Total',
    yourChoice: 'sua escolha',
    warning: 'alerta',
    incompleteNote: 'No mínimo: um valor deste estado não pôde ser confirmado; confirme com o estado.',
  },
  chart: {
    title: 'A comparação em gráfico',
    description: 'Barras empilhadas com o total por estado, divididas por tipo de custo. A tabela acima lista os mesmos valores.',
    loading: 'Carregando o gráfico…',
    series: { formation: 'Taxa estadual de abertura', stateYearly: 'Taxas estaduais anuais', plan: 'Nosso plano' },
  },
  sources: {
    title: 'De onde vêm os valores',
    text: `Os valores vêm de fontes públicas secundárias e foram conferidos pela última vez em ${formatFactDate(factsLastChecked)}. Os estados mudam suas taxas: confirme com o estado antes de confiar em um valor. O que não conseguimos confirmar aparece como "${unconfirmedFigureText}".`,
    formation: 'Abertura',
    due: 'Prazo',
    lastChecked: (iso: string) => `conferido em ${formatFactDate(iso)}`,
    published: (iso: string) => `página de ${formatFactDate(iso)}`,
    federal: 'Declaração federal',
    delaware: 'Franchise tax de Delaware',
    penalty: 'Multa por não entregar',
  },
  opensInNewTab: '(abre em uma nova aba)',
};
