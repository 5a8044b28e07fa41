/**
 * Dados de custos estaduais e federais que um fundador de fora dos EUA compara antes de abrir uma empresa.
 *
 * Mesmos valores, fontes e datas de ../../stateCosts.ts; só as palavras estão em português. As fontes
 * são secundárias: cada valor deve ser conferido na tabela de taxas do próprio estado antes de se
 * confiar nele. Um valor não confirmado é `amount: null` e aparece como "Varia; confirme com o estado".
 */
import type * as en from '../../stateCosts';
import type { Figure, SourceLink } from '../../../types/stateCosts';
import { usd } from '../../../platform/format';

const $ = (amount: number) => usd(amount, 'pt-BR');

/** Quando cada valor abaixo foi comparado com as fontes pela última vez. */
export const factsLastChecked: typeof en.factsLastChecked = '2026-11-24';

const checked = factsLastChecked;

/** As páginas de onde vêm os valores, pela letra que têm nas notas de pesquisa (títulos traduzidos; as páginas estão em inglês). */
export const costSources: typeof en.costSources = {
  a: { label: 'wyomingllc.xyz: relatório anual em Wyoming', url: 'https://wyomingllc.xyz/wyoming-annual-report' },
  a2: { label: 'Life of a Bit: abertura de LLC em Wyoming', url: 'https://biz-license.lifeofabit.com/wyoming-llc-formation-cheyenne/' },
  b: { label: 'LegalClarity: como constituir uma corporação em Wyoming', url: 'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements' },
  b2: { label: 'Northwest Registered Agent: corporação em Wyoming', url: 'https://northwestregisteredagent.com/wyoming-corporation.html' },
  c: { label: 'Wyo. Stat. §17-29-209 (espelho da lei, atualizado até a sessão orçamentária de 2024)', url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/' },
  d: { label: 'Nolo: relatório anual e obrigações fiscais das LLCs de Wyoming', url: 'https://nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-wyoming-llcs.html' },
  e: { label: 'LegalClarity: taxas de registro de LLCs e corporações em Delaware', url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations' },
  f: { label: 'delewarellc.com: comparação de custos', url: 'https://delewarellc.com/calculators/cost-comparison/' },
  f2: { label: 'LLC Radar: taxas estaduais de registro', url: 'https://llcradar.com/es/state-filing-fees/' },
  g: { label: 'State Business Compliance: imposto anual de LLC em Delaware, 2026', url: 'https://statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026' },
  g2: { label: 'Agents of Delaware: franchise tax de LLC em Delaware', url: 'https://agentsofdelaware.com/delaware-llc-franchise-tax/' },
  h: { label: 'Clerky: como calcular a franchise tax de Delaware', url: 'https://help.clerky.com/article/2796-calculate-delaware-franchise-tax' },
  i: { label: 'Delaware Franchise Desk: ações autorizadas versus valor nominal presumido', url: 'https://delawarefranchisedesk.com/guides/authorized-shares-vs-assumed-par-value' },
  i2: { label: 'Delaware Franchise Desk: multa e juros por atraso após 1º de março', url: 'https://delawarefranchisedesk.com/guides/delaware-franchise-tax-march-1-late-penalty-interest' },
  i3: { label: 'mxk8bs.com: relatório anual em Delaware', url: 'https://mxk8bs.com/knowledge-base/delaware-annual-report', published: '2026-01-05' },
  k: { label: 'Statepedia: relatório anual de LLC em New Mexico', url: 'https://statepedia.org/us/llc-annual-report/new-mexico', published: '2022-11-25' },
  l: { label: 'LLC Requirements: New Mexico (atualizado para 2026)', url: 'https://llcrequirements.com/llc-new-mexico-requirements' },
  m: { label: 'LegalClarity: taxas de registro de LLC na Florida', url: 'https://legalclarity.org/florida-llc-filing-fees-initial-and-annual-costs' },
  m2: { label: 'LegalClarity: taxa do relatório anual na Florida', url: 'https://legalclarity.org/florida-annual-report-fee-and-filing-requirements' },
  n: { label: 'AdvisorSmith: os estados mais caros e mais baratos para registrar uma empresa', url: 'https://advisorsmith.com/data/most-and-least-expensive-states-to-register-a-business' },
  o: { label: 'State Filing Fees: relatório anual na Florida', url: 'https://statefilingfees.pages.dev/annual-report/florida/', published: '2026-06-28' },
  o2: { label: 'LegalClarity: como entregar o relatório anual de uma LLC na Florida', url: 'https://legalclarity.org/how-to-file-a-florida-llc-annual-report-steps-and-fees' },
  p: { label: 'LegalClarity: a taxa estadual de uma LLC no Texas', url: 'https://legalclarity.org/what-is-the-state-fee-for-an-llc-in-texas' },
  p2: { label: 'TrademarkLens: abertura de LLC e franchise tax no Texas', url: 'https://trademarklens.com/guides/texas-llc-formation-franchise-tax-filing' },
  q: { label: 'Texas Comptroller: atualizações do No Tax Due Report para 2024 (espelho)', url: 'http://52.72.61.118/taxes/franchise/ntd-rpt-updates-2024.php' },
  s: { label: 'Allen Law Firm: franchise tax do Texas', url: 'https://allenlawfirm.com/franchise-tax/' },
  t: { label: 'LegalClarity: como abrir uma LLC em Nevada', url: 'https://legalclarity.org/how-to-create-an-llc-in-nevada-steps-and-requirements' },
  v: { label: 'NRS 76.130 (Justia)', url: 'https://law.justia.com/codes/nevada/2019/chapter-76/statute-76-130/' },
  w: { label: 'Starting Your Business: relatório anual em Nevada', url: 'https://startingyourbusiness.com/nevada-annual-report/' },
  x: { label: 'terms.law: guia de abertura de LLC em Nevada', url: 'https://terms.law/INC/NV/nevada-llc-formation-guide.html' },
  y: { label: 'LLCinfo: LLC no Colorado', url: 'https://llcinfo.com/start-an-llc/colorado-llc/' },
  z: { label: 'Harbor Compliance: taxas de abertura de empresas', url: 'https://harborcompliance.com/information/entity-formation-fees' },
  aa: { label: 'Comunicado da Secretaria de Estado do Colorado (via EIN Presswire)', url: 'https://einpresswire.com/article/720766679', published: '2024-06-17' },
  bb: { label: 'LLC University: relatório periódico no Colorado', url: 'https://llcuniversity.com/colorado-llc/periodic-report/' },
  cc: { label: 'Filings Made Easy: LLC em Montana', url: 'https://filingsmadeeasy.com/montana/llc/' },
  dd: { label: 'LLCinfo: LLC em Montana', url: 'https://llcinfo.com/start-an-llc/montana-llc' },
  ee: { label: 'TrademarkLens: abertura de LLC e franchise tax na California', url: 'https://trademarklens.com/guides/california-llc-formation-franchise-tax-requirements' },
  ff: { label: 'California Tax Expert: isenção no primeiro ano', url: 'https://californiataxexpert.com/tag/first-year-exemption', published: '2025' },
  hh: { label: 'terms.law: calculadora do valor nominal presumido de Delaware', url: 'https://terms.law/Incorporation/delaware_apv_calculator.html' },
  jj: { label: 'Skala: Form 5472 e Form 1120 pro forma', url: 'https://skala.io/blog/', published: '2026-05-01' },
  kk: { label: 'form5472.tax: LLC de sócio único com dono estrangeiro', url: 'https://form5472.tax/foreign-owned-single-member-llc/' },
  ll: { label: 'Taxes for Expats: entrega do Form 5472', url: 'https://help.taxesforexpats.com/en/articles/11143846' },
  ll2: { label: 'Dropwatch: obrigação do Form 5472 do IRS', url: 'https://compliance.dropwatchhq.com/obligation/irs-5472' },
  mm: { label: `Filabl: as multas do Form 5472, os ${$(25000)} explicados`, url: 'https://filabl.com/blog/form-5472-penalties-25000-explained' },
  nn: { label: 'SDO CPA: multas do Form 5472', url: 'https://sdocpa.com/?p=1021' },
};

const src = costSources;

const fig = (amount: number | null, sources: SourceLink[], note?: string): Figure =>
  note === undefined ? { amount, sources, lastChecked: checked } : { amount, note, sources, lastChecked: checked };

/** Exibido onde um valor é `null`. */
export const unconfirmedFigureText: string = 'Varia; confirme com o estado';

/** Os estados na ordem em que a calculadora os lista; a California por último, como alerta. */
export const stateCodes: typeof en.stateCodes = ['WY', 'DE', 'NM', 'FL', 'TX', 'NV', 'CO', 'MT', 'CA'];

const wyomingLicenseTax = `O maior valor entre ${$(60)} e US$\u00a00,0002 por dólar de ativos localizados em Wyoming`;
const monthFormedFirst = 'Primeiro dia do mês em que a empresa foi aberta';
const monthFormedLast = 'Último dia do mês em que a empresa foi aberta';
const delawareInterest = 'Mais juros de 1,5% ao mês';
const floridaWindow = 'Entre 1º de janeiro e 1º de maio';
const texasThreshold = `Sem franchise tax abaixo do limite de receita isento (no-tax-due threshold: US$\u00a02,47 milhões para relatórios devidos em 2024–25); o Public Information Report continua obrigatório`;
const coloradoFee = `${$(25)} desde 1º de julho de 2024 (eram ${$(10)})`;
const coloradoWindow = 'Numa janela de cinco meses em torno do mês em que a empresa foi aberta';
const californiaDue = '15º dia do 4º mês do ano fiscal';
const checkWithState = 'Confirme com o estado';

export const stateFacts: typeof en.stateFacts = {
  WY: {
    code: 'WY',
    name: 'Wyoming',
    llc: {
      formationFee: fig(100, [src.a, src.a2]),
      annual: {
        name: 'Relatório anual (taxa de licença)',
        fee: fig(60, [src.c], wyomingLicenseTax),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: monthFormedFirst,
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    corp: {
      formationFee: fig(100, [src.b, src.b2]),
      annual: {
        name: 'Relatório anual (taxa de licença)',
        fee: fig(60, [src.b, src.c], wyomingLicenseTax),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: monthFormedFirst,
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    incomeTax: { text: 'Nenhum: Wyoming não tem imposto de renda de pessoa física nem de pessoa jurídica.', sources: [src.d] },
  },
  DE: {
    code: 'DE',
    name: 'Delaware',
    llc: {
      formationFee: fig(110, [src.e, src.f, src.f2]),
      annual: {
        name: 'Imposto anual de LLC (sem relatório anual)',
        fee: fig(300, [src.g, src.g2]),
        due: { kind: 'fixed', month: 6, day: 1 },
        dueText: '1º de junho',
        dueSources: [src.g],
        lateFee: fig(200, [src.g, src.i2], delawareInterest),
      },
    },
    corp: {
      formationFee: fig(109, [src.e], 'O mínimo; aumenta com o número de ações autorizadas. Uma única fonte'),
      annual: {
        name: 'Franchise tax e relatório anual',
        fee: fig(50, [src.h], 'A taxa do relatório anual; a franchise tax é somada a ela'),
        due: { kind: 'fixed', month: 3, day: 1 },
        dueText: '1º de março',
        dueSources: [src.h],
        lateFee: fig(200, [src.i2], delawareInterest),
      },
    },
    incomeTax: { text: 'Nenhum imposto de renda de Delaware para uma empresa que opera fora de Delaware.', sources: [src.g2] },
  },
  NM: {
    code: 'NM',
    name: 'New Mexico',
    llc: {
      formationFee: fig(50, [src.k]),
      annual: {
        name: 'Nenhum relatório anual e nenhuma taxa anual',
        fee: fig(0, [src.k, src.l]),
        due: { kind: 'none' },
        dueText: 'Nada a entregar',
        dueSources: [src.k, src.l],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Relatório anual',
        fee: fig(null, [src.l]),
        due: { kind: 'none' },
        dueText: checkWithState,
        dueSources: [],
      },
    },
    incomeTax: {
      text: 'O imposto de renda de pessoa física e o imposto sobre receita bruta (gross receipts tax) só se aplicam com atividade em New Mexico.',
      sources: [src.l],
    },
  },
  FL: {
    code: 'FL',
    name: 'Florida',
    llc: {
      formationFee: fig(125, [src.m], `${$(100)} do ato constitutivo mais ${$(25)} da nomeação do agente registrado`),
      annual: {
        name: 'Relatório anual',
        fee: fig(138.75, [src.m, src.o]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: floridaWindow,
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'Não pode ser dispensada'),
      },
    },
    corp: {
      formationFee: fig(70, [src.n]),
      annual: {
        name: 'Relatório anual',
        fee: fig(150, [src.m2]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: floridaWindow,
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'Não pode ser dispensada'),
      },
    },
    incomeTax: { text: 'Sem imposto de renda de pessoa física e sem franchise tax para LLCs.', sources: [src.o2] },
  },
  TX: {
    code: 'TX',
    name: 'Texas',
    llc: {
      formationFee: fig(300, [src.p, src.p2]),
      annual: {
        name: 'Franchise tax e Public Information Report',
        fee: fig(0, [src.q], texasThreshold),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: '15 de maio',
        dueSources: [src.s],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Franchise tax e Public Information Report',
        fee: fig(0, [src.q], texasThreshold),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: '15 de maio',
        dueSources: [src.s],
      },
    },
    incomeTax: { text: 'Sem imposto de renda de pessoa física.', sources: [src.p] },
  },
  NV: {
    code: 'NV',
    name: 'Nevada',
    llc: {
      formationFee: fig(425, [src.t], `${$(75)} do ato constitutivo, ${$(150)} da lista inicial (initial list) e ${$(200)} da licença comercial`),
      annual: {
        name: 'Lista anual (annual list) e licença comercial',
        fee: fig(350, [src.w], `${$(150)} da lista anual mais ${$(200)} da licença comercial`),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: monthFormedLast,
        dueSources: [src.w],
      },
    },
    corp: {
      formationFee: fig(null, [src.v, src.w]),
      annual: {
        name: 'Lista anual (annual list) e licença comercial',
        fee: fig(650, [src.v, src.w], `O mínimo: ${$(500)} da licença comercial mais uma lista de pelo menos ${$(150)}`),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: monthFormedLast,
        dueSources: [src.w],
      },
    },
    incomeTax: { text: `Sem imposto de renda; um Commerce Tax incide sobre a receita bruta acima de US$\u00a04 milhões.`, sources: [src.x] },
  },
  CO: {
    code: 'CO',
    name: 'Colorado',
    llc: {
      formationFee: fig(50, [src.y]),
      annual: {
        name: 'Relatório periódico',
        fee: fig(25, [src.aa], coloradoFee),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: coloradoWindow,
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    corp: {
      formationFee: fig(50, [src.z]),
      annual: {
        name: 'Relatório periódico',
        fee: fig(25, [src.aa], coloradoFee),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: coloradoWindow,
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    incomeTax: { text: 'O imposto de renda estadual só se aplica com atividade no Colorado.', sources: [src.y] },
  },
  MT: {
    code: 'MT',
    name: 'Montana',
    llc: {
      formationFee: fig(35, [src.cc]),
      annual: {
        name: 'Relatório anual',
        fee: fig(20, [src.dd], `${$(35)} quando entregue com atraso`),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: '15 de abril',
        dueSources: [src.dd],
        lateFee: fig(15, [src.dd], `O relatório custa ${$(35)} em vez de ${$(20)}`),
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Relatório anual',
        fee: fig(null, []),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: checkWithState,
        dueSources: [],
      },
    },
    incomeTax: { text: 'O imposto de renda estadual só se aplica com atividade em Montana.', sources: [src.dd] },
  },
  CA: {
    code: 'CA',
    name: 'California',
    llc: {
      formationFee: fig(70, [src.ee]),
      annual: {
        name: 'Imposto anual mínimo',
        fee: fig(800, [src.ff], 'Devido mesmo sem receita; a isenção do primeiro ano valeu apenas para LLCs abertas entre 2021 e 2023'),
        due: { kind: 'fourthMonth15th' },
        dueText: californiaDue,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Imposto anual mínimo',
        fee: fig(800, [src.ff], 'Devido mesmo sem receita'),
        due: { kind: 'fourthMonth15th' },
        dueText: californiaDue,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    incomeTax: {
      text: 'Aplica-se a empresas abertas, registradas ou que façam negócios na California.',
      sources: [src.ff],
    },
    warning: `A California cobra pelo menos ${$(800)} por ano, mesmo sem receita. Fundadores de fora dos EUA raramente precisam dela; ela aparece para que você possa comparar.`,
  },
};

/** Franchise tax das corporações de Delaware: os dois métodos e a taxa do relatório. */
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

/** Declarações federais que acompanham um tipo de empresa, seja qual for o estado. */
export const form5472: typeof en.form5472 = {
  id: 'form-5472',
  name: 'Form 5472 + Form 1120 pro forma',
  appliesTo:
    'Uma LLC de sócio único com dono fora dos EUA (uma entidade desconsiderada, disregarded entity), para anos fiscais iniciados a partir de 1º de janeiro de 2017',
  due: { kind: 'fourthMonth15th' },
  dueText: '15º dia do 4º mês após o fim do ano fiscal (15 de abril para quem usa o ano-calendário); prorrogação com o Form 7004',
  howToFile: 'Sem entrega eletrônica: por fax para 855-887-7737 ou por correio para o IRS em Ogden, Utah',
  filingFee: fig(0, [src.ll], 'Sem taxa do governo'),
  penalty: fig(
    25000,
    [src.mm, src.nn],
    `Por formulário e por ano; mais ${$(25000)} a cada 30 dias em que a falta continuar, passados 90 dias de uma notificação do IRS, sem limite`,
  ),
  sources: [src.jj, src.kk, src.ll, src.ll2],
  lastChecked: checked,
};

export const federalFilings: typeof en.federalFilings = [form5472];

/** Informações da pesquisa que o site não usa, e por quê. */
export const unconfirmedFacts: typeof en.unconfirmedFacts = [
  { topic: 'Taxas de corporações em New Mexico e Montana', why: 'Nenhuma fonte encontrada; aparecem como "Varia; confirme com o estado".' },
  { topic: `Taxa de abertura de corporação no Texas (${$(300)})`, why: 'Uma única fonte não confirmada; aparece como "Varia; confirme com o estado".' },
  { topic: 'Taxa do ato constitutivo de corporação em Nevada', why: 'Não encontrada; o total de abertura aparece como "Varia; confirme com o estado".' },
  { topic: 'Taxa de abertura de corporação na California', why: 'Nenhuma fonte encontrada.' },
  { topic: `Limite de isenção (no-tax-due) do Texas para 2026 (US$\u00a02,65 milhões)`, why: `Uma fonte marcada como pendente de revisão; é mostrado o valor de US$\u00a02,47 milhões para 2024–25.` },
  { topic: `Multa por atraso de ${$(25)} em Wyoming`, why: `Conflita com os ${$(50)} de outra fonte; são mostrados ${$(50)}.` },
  { topic: 'Imposto de renda de pessoa jurídica da Florida sobre C-Corps', why: 'Nenhuma fonte encontrada.' },
  { topic: 'Alíquotas do imposto de renda no Colorado e em Montana', why: 'Nenhuma fonte encontrada; só relevantes com atividade no estado.' },
  { topic: 'Relatório de beneficiários finais (BOI) depois da regra provisória de março de 2025', why: 'Nenhuma fonte de 2026 encontrada.' },
  { topic: 'Se uma LLC de sócio único totalmente inativa precisa entregar o Form 5472', why: 'As fontes divergem; o site trata a entrega como obrigatória.' },
  { topic: 'Declarações federais de imposto de renda de LLCs de vários sócios e de C-Corps', why: 'Não cobertas pelas fontes; citadas sem datas nem valores.' },
  {
    topic: `Valores desatualizados (Wyoming ${$(50)}, Colorado ${$(10)}, LLC em Delaware ${$(90)}, mínimo de ${$(350)} e máximo de ${$(180000)} do método APVC de Delaware)`,
    why: 'Substituídos; nunca exibidos.',
  },
];
