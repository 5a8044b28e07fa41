/**
 * Los datos de costos estatales y federales que compara un fundador de fuera de EE. UU. antes de
 * constituir una empresa. Mismas cifras, fuentes y fechas que el módulo en inglés; solo cambian las palabras.
 */
import type * as en from '../../stateCosts';
import type { Figure, SourceLink } from '../../../types/stateCosts';
import { usd } from '../../../platform/format';

const money = (amount: number) => usd(amount, 'es');

/** Cuándo se comparó por última vez cada cifra con sus fuentes. */
export const factsLastChecked = '2026-11-24';

const checked = factsLastChecked;

/** Las páginas de donde salen las cifras, por la letra que llevan en las notas de investigación. */
export const costSources: typeof en.costSources = {
  a: { label: 'wyomingllc.xyz: informe anual de Wyoming', url: 'https://wyomingllc.xyz/wyoming-annual-report' },
  a2: { label: 'Life of a Bit: constitución de una LLC en Wyoming', url: 'https://biz-license.lifeofabit.com/wyoming-llc-formation-cheyenne/' },
  b: { label: 'LegalClarity: cómo constituir una corporación en Wyoming', url: 'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements' },
  b2: { label: 'Northwest Registered Agent: corporaciones en Wyoming', url: 'https://northwestregisteredagent.com/wyoming-corporation.html' },
  c: { label: 'Wyo. Stat. §17-29-209 (copia de la ley, vigente hasta la sesión presupuestaria de 2024)', url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/' },
  d: { label: 'Nolo: requisitos de informe anual y declaraciones fiscales de las LLC de Wyoming', url: 'https://nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-wyoming-llcs.html' },
  e: { label: 'LegalClarity: tasas de registro de Delaware para LLC y corporaciones', url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations' },
  f: { label: 'delewarellc.com: comparación de costos', url: 'https://delewarellc.com/calculators/cost-comparison/' },
  f2: { label: 'LLC Radar: tasas estatales de registro', url: 'https://llcradar.com/es/state-filing-fees/' },
  g: { label: 'State Business Compliance: impuesto anual de las LLC de Delaware en 2026', url: 'https://statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026' },
  g2: { label: 'Agents of Delaware: impuesto de franquicia de las LLC de Delaware', url: 'https://agentsofdelaware.com/delaware-llc-franchise-tax/' },
  h: { label: 'Clerky: cómo calcular el impuesto de franquicia de Delaware', url: 'https://help.clerky.com/article/2796-calculate-delaware-franchise-tax' },
  i: { label: 'Delaware Franchise Desk: acciones autorizadas frente a valor nominal presunto', url: 'https://delawarefranchisedesk.com/guides/authorized-shares-vs-assumed-par-value' },
  i2: { label: 'Delaware Franchise Desk: multa e intereses por pagar después del 1 de marzo', url: 'https://delawarefranchisedesk.com/guides/delaware-franchise-tax-march-1-late-penalty-interest' },
  i3: { label: 'mxk8bs.com: informe anual de Delaware', url: 'https://mxk8bs.com/knowledge-base/delaware-annual-report', published: '2026-01-05' },
  k: { label: 'Statepedia: informe anual de las LLC de New Mexico', url: 'https://statepedia.org/us/llc-annual-report/new-mexico', published: '2022-11-25' },
  l: { label: 'LLC Requirements: New Mexico (actualizado para 2026)', url: 'https://llcrequirements.com/llc-new-mexico-requirements' },
  m: { label: 'LegalClarity: tasas de registro de las LLC de Florida', url: 'https://legalclarity.org/florida-llc-filing-fees-initial-and-annual-costs' },
  m2: { label: 'LegalClarity: tasa del informe anual de Florida', url: 'https://legalclarity.org/florida-annual-report-fee-and-filing-requirements' },
  n: { label: 'AdvisorSmith: los estados más caros y más baratos para registrar un negocio', url: 'https://advisorsmith.com/data/most-and-least-expensive-states-to-register-a-business' },
  o: { label: 'State Filing Fees: informe anual de Florida', url: 'https://statefilingfees.pages.dev/annual-report/florida/', published: '2026-06-28' },
  o2: { label: 'LegalClarity: cómo presentar el informe anual de una LLC de Florida', url: 'https://legalclarity.org/how-to-file-a-florida-llc-annual-report-steps-and-fees' },
  p: { label: 'LegalClarity: la tasa estatal de una LLC en Texas', url: 'https://legalclarity.org/what-is-the-state-fee-for-an-llc-in-texas' },
  p2: { label: 'TrademarkLens: constitución de una LLC e impuesto de franquicia en Texas', url: 'https://trademarklens.com/guides/texas-llc-formation-franchise-tax-filing' },
  q: { label: 'Texas Comptroller: cambios de 2024 en el No Tax Due Report (copia)', url: 'http://52.72.61.118/taxes/franchise/ntd-rpt-updates-2024.php' },
  s: { label: 'Allen Law Firm: impuesto de franquicia de Texas', url: 'https://allenlawfirm.com/franchise-tax/' },
  t: { label: 'LegalClarity: cómo crear una LLC en Nevada', url: 'https://legalclarity.org/how-to-create-an-llc-in-nevada-steps-and-requirements' },
  v: { label: 'NRS 76.130 (Justia)', url: 'https://law.justia.com/codes/nevada/2019/chapter-76/statute-76-130/' },
  w: { label: 'Starting Your Business: informe anual de Nevada', url: 'https://startingyourbusiness.com/nevada-annual-report/' },
  x: { label: 'terms.law: guía para constituir una LLC en Nevada', url: 'https://terms.law/INC/NV/nevada-llc-formation-guide.html' },
  y: { label: 'LLCinfo: LLC en Colorado', url: 'https://llcinfo.com/start-an-llc/colorado-llc/' },
  z: { label: 'Harbor Compliance: tasas de constitución de entidades', url: 'https://harborcompliance.com/information/entity-formation-fees' },
  aa: { label: 'Comunicado del Secretary of State de Colorado (vía EIN Presswire)', url: 'https://einpresswire.com/article/720766679', published: '2024-06-17' },
  bb: { label: 'LLC University: informe periódico de Colorado', url: 'https://llcuniversity.com/colorado-llc/periodic-report/' },
  cc: { label: 'Filings Made Easy: LLC en Montana', url: 'https://filingsmadeeasy.com/montana/llc/' },
  dd: { label: 'LLCinfo: LLC en Montana', url: 'https://llcinfo.com/start-an-llc/montana-llc' },
  ee: { label: 'TrademarkLens: constitución de una LLC e impuesto de franquicia en California', url: 'https://trademarklens.com/guides/california-llc-formation-franchise-tax-requirements' },
  ff: { label: 'California Tax Expert: exención del primer año', url: 'https://californiataxexpert.com/tag/first-year-exemption', published: '2025' },
  hh: { label: 'terms.law: calculadora del valor nominal presunto de Delaware', url: 'https://terms.law/Incorporation/delaware_apv_calculator.html' },
  jj: { label: 'Skala: Form 5472 y 1120 pro forma', url: 'https://skala.io/blog/', published: '2026-05-01' },
  kk: { label: 'form5472.tax: LLC unipersonal de propiedad extranjera', url: 'https://form5472.tax/foreign-owned-single-member-llc/' },
  ll: { label: 'Taxes for Expats: presentación del Form 5472', url: 'https://help.taxesforexpats.com/en/articles/11143846' },
  ll2: { label: 'Dropwatch: la obligación del Form 5472 del IRS', url: 'https://compliance.dropwatchhq.com/obligation/irs-5472' },
  mm: { label: `Filabl: las multas de ${money(25000)} del Form 5472, explicadas`, url: 'https://filabl.com/blog/form-5472-penalties-25000-explained' },
  nn: { label: 'SDO CPA: multas del Form 5472', url: 'https://sdocpa.com/?p=1021' },
};

const src = costSources;

const fig = (amount: number | null, sources: SourceLink[], note?: string): Figure =>
  note === undefined ? { amount, sources, lastChecked: checked } : { amount, note, sources, lastChecked: checked };

/** Se muestra dondequiera que una cifra sea `null`. */
export const unconfirmedFigureText = 'Varía, consulta con el estado';

/** Los estados en el orden en que los lista la calculadora; California al final, como caso de advertencia. */
export const stateCodes: typeof en.stateCodes = ['WY', 'DE', 'NM', 'FL', 'TX', 'NV', 'CO', 'MT', 'CA'];

const wyomingLicenseTax = `El mayor entre ${money(60)} y 0,0002\u00a0US$ por cada dólar de activos ubicados en Wyoming`;
const monthlyInterest = 'Más un 1,5% de interés al mes';
const texasThreshold =
  'Sin impuesto de franquicia si los ingresos están por debajo del umbral “no tax due” (2,47 millones de US$ para los informes que vencen en 2024–25); el Public Information Report sigue siendo obligatorio';
const formedMonthFirstDay = 'El primer día del mes en que se constituyó la empresa';
const formedMonthLastDay = 'El último día del mes en que se constituyó la empresa';
const coloradoWindow = 'En un periodo de cinco meses en torno al mes en que se constituyó la empresa';
const coloradoFee = `${money(25)} desde el 1 de julio de 2024; antes, ${money(10)}`;
const fourthMonth = 'El día 15 del cuarto mes del año fiscal';

export const stateFacts: typeof en.stateFacts = {
  WY: {
    code: 'WY',
    name: 'Wyoming',
    llc: {
      formationFee: fig(100, [src.a, src.a2]),
      annual: {
        name: 'Informe anual (impuesto de licencia)',
        fee: fig(60, [src.c], wyomingLicenseTax),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: formedMonthFirstDay,
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    corp: {
      formationFee: fig(100, [src.b, src.b2]),
      annual: {
        name: 'Informe anual (impuesto de licencia)',
        fee: fig(60, [src.b, src.c], wyomingLicenseTax),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: formedMonthFirstDay,
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    incomeTax: { text: 'Ninguno: Wyoming no tiene impuesto sobre la renta personal ni corporativo.', sources: [src.d] },
  },
  DE: {
    code: 'DE',
    name: 'Delaware',
    llc: {
      formationFee: fig(110, [src.e, src.f, src.f2]),
      annual: {
        name: 'Impuesto anual de LLC (sin informe anual)',
        fee: fig(300, [src.g, src.g2]),
        due: { kind: 'fixed', month: 6, day: 1 },
        dueText: '1 de junio',
        dueSources: [src.g],
        lateFee: fig(200, [src.g, src.i2], monthlyInterest),
      },
    },
    corp: {
      formationFee: fig(109, [src.e], 'El mínimo; aumenta según las acciones autorizadas. Una sola fuente'),
      annual: {
        name: 'Impuesto de franquicia e informe anual',
        fee: fig(50, [src.h], 'La tasa del informe anual; a ella se suma el impuesto de franquicia'),
        due: { kind: 'fixed', month: 3, day: 1 },
        dueText: '1 de marzo',
        dueSources: [src.h],
        lateFee: fig(200, [src.i2], monthlyInterest),
      },
    },
    incomeTax: { text: 'No hay impuesto sobre la renta de Delaware para una empresa que opera fuera de Delaware.', sources: [src.g2] },
  },
  NM: {
    code: 'NM',
    name: 'New Mexico',
    llc: {
      formationFee: fig(50, [src.k]),
      annual: {
        name: 'Sin informe anual ni tasa anual',
        fee: fig(0, [src.k, src.l]),
        due: { kind: 'none' },
        dueText: 'Nada que presentar',
        dueSources: [src.k, src.l],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Informe anual',
        fee: fig(null, [src.l]),
        due: { kind: 'none' },
        dueText: 'Consulta con el estado',
        dueSources: [],
      },
    },
    incomeTax: {
      text: 'El impuesto sobre la renta personal y el impuesto sobre los ingresos brutos (gross receipts tax) solo se aplican si hay actividad en New Mexico.',
      sources: [src.l],
    },
  },
  FL: {
    code: 'FL',
    name: 'Florida',
    llc: {
      formationFee: fig(125, [src.m], `${money(100)} por los artículos de organización más ${money(25)} por la designación del agente registrado`),
      annual: {
        name: 'Informe anual',
        fee: fig(138.75, [src.m, src.o]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: 'Entre el 1 de enero y el 1 de mayo',
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'No se puede condonar'),
      },
    },
    corp: {
      formationFee: fig(70, [src.n]),
      annual: {
        name: 'Informe anual',
        fee: fig(150, [src.m2]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: 'Entre el 1 de enero y el 1 de mayo',
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'No se puede condonar'),
      },
    },
    incomeTax: { text: 'Sin impuesto sobre la renta personal ni impuesto de franquicia para las LLC.', sources: [src.o2] },
  },
  TX: {
    code: 'TX',
    name: 'Texas',
    llc: {
      formationFee: fig(300, [src.p, src.p2]),
      annual: {
        name: 'Impuesto de franquicia y Public Information Report',
        fee: fig(0, [src.q], texasThreshold),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: '15 de mayo',
        dueSources: [src.s],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Impuesto de franquicia y Public Information Report',
        fee: fig(0, [src.q], texasThreshold),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: '15 de mayo',
        dueSources: [src.s],
      },
    },
    incomeTax: { text: 'Sin impuesto sobre la renta personal.', sources: [src.p] },
  },
  NV: {
    code: 'NV',
    name: 'Nevada',
    llc: {
      formationFee: fig(425, [src.t], `${money(75)} por los artículos, ${money(150)} por la lista inicial y ${money(200)} por la licencia comercial`),
      annual: {
        name: 'Lista anual (annual list) y licencia comercial',
        fee: fig(350, [src.w], `${money(150)} de lista anual más ${money(200)} de licencia comercial`),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: formedMonthLastDay,
        dueSources: [src.w],
      },
    },
    corp: {
      formationFee: fig(null, [src.v, src.w]),
      annual: {
        name: 'Lista anual (annual list) y licencia comercial',
        fee: fig(650, [src.v, src.w], `El mínimo: ${money(500)} de licencia comercial más una lista de al menos ${money(150)}`),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: formedMonthLastDay,
        dueSources: [src.w],
      },
    },
    incomeTax: { text: 'Sin impuesto sobre la renta; se aplica un Commerce Tax a los ingresos brutos superiores a 4 millones de US$.', sources: [src.x] },
  },
  CO: {
    code: 'CO',
    name: 'Colorado',
    llc: {
      formationFee: fig(50, [src.y]),
      annual: {
        name: 'Informe periódico',
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
        name: 'Informe periódico',
        fee: fig(25, [src.aa], coloradoFee),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: coloradoWindow,
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    incomeTax: { text: 'El impuesto estatal sobre la renta solo se aplica si hay actividad en Colorado.', sources: [src.y] },
  },
  MT: {
    code: 'MT',
    name: 'Montana',
    llc: {
      formationFee: fig(35, [src.cc]),
      annual: {
        name: 'Informe anual',
        fee: fig(20, [src.dd], `${money(35)} si se presenta fuera de plazo`),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: '15 de abril',
        dueSources: [src.dd],
        lateFee: fig(15, [src.dd], `El informe cuesta ${money(35)} en lugar de ${money(20)}`),
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Informe anual',
        fee: fig(null, []),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: 'Consulta con el estado',
        dueSources: [],
      },
    },
    incomeTax: { text: 'El impuesto estatal sobre la renta solo se aplica si hay actividad en Montana.', sources: [src.dd] },
  },
  CA: {
    code: 'CA',
    name: 'California',
    llc: {
      formationFee: fig(70, [src.ee]),
      annual: {
        name: 'Impuesto anual mínimo',
        fee: fig(800, [src.ff], 'Se paga aunque no haya ingresos; la exención del primer año solo se aplicó a las LLC constituidas entre 2021 y 2023'),
        due: { kind: 'fourthMonth15th' },
        dueText: fourthMonth,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Impuesto anual mínimo',
        fee: fig(800, [src.ff], 'Se paga aunque no haya ingresos'),
        due: { kind: 'fourthMonth15th' },
        dueText: fourthMonth,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    incomeTax: {
      text: 'Se aplica a las empresas constituidas o registradas en California, o que hacen negocios allí.',
      sources: [src.ff],
    },
    warning: `California cobra al menos ${money(800)} al año, aunque no haya ingresos. Los fundadores de fuera de EE. UU. rara vez la necesitan; se muestra para que puedas comparar.`,
  },
};

/** Impuesto de franquicia de las corporaciones de Delaware: los dos métodos y la tasa del informe. */
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

/** Declaraciones federales que corresponden a un tipo de empresa, sea cual sea su estado. */
export const form5472: typeof en.form5472 = {
  id: 'form-5472',
  name: 'Form 5472 + Form 1120 pro forma',
  appliesTo:
    'Una LLC unipersonal cuyo dueño está fuera de EE. UU. (una entidad no considerada, o disregarded entity), para los años fiscales que comienzan a partir del 1 de enero de 2017',
  due: { kind: 'fourthMonth15th' },
  dueText: 'Día 15 del cuarto mes después del cierre del año fiscal (15 de abril si el año fiscal coincide con el año calendario); prórroga con el Form 7004',
  howToFile: 'No se puede presentar por vía electrónica: por fax al 855-887-7737 o por correo postal al IRS en Ogden, Utah',
  filingFee: fig(0, [src.ll], 'Sin tasa gubernamental'),
  penalty: fig(
    25000,
    [src.mm, src.nn],
    `Por formulario y por año; otros ${money(25000)} por cada 30 días en que el incumplimiento continúe más de 90 días después de un aviso del IRS, sin tope`,
  ),
  sources: [src.jj, src.kk, src.ll, src.ll2],
  lastChecked: checked,
};

export const federalFilings: typeof en.federalFilings = [form5472];

/** Datos de la investigación que el sitio no usa, y por qué. */
export const unconfirmedFacts: typeof en.unconfirmedFacts = [
  { topic: 'Tasas para corporaciones en New Mexico y Montana', why: 'No se encontró ninguna fuente; se muestra “varía, consulta con el estado”.' },
  { topic: `Tasa de constitución de corporaciones en Texas (${money(300)})`, why: 'Una sola fuente sin confirmar; se muestra “varía, consulta con el estado”.' },
  { topic: 'Tasa por los artículos de una corporación en Nevada', why: 'No se encontró; el total de constitución se muestra como “varía, consulta con el estado”.' },
  { topic: 'Tasa de constitución de corporaciones en California', why: 'No se encontró ninguna fuente.' },
  { topic: 'Umbral “no tax due” de Texas para 2026 (2,65 millones de US$)', why: 'Una sola fuente, marcada como pendiente de revisión; se muestra la cifra de 2,47 millones de US$ de 2024–25.' },
  { topic: `Recargo por mora de ${money(25)} en Wyoming`, why: `Contradice los ${money(50)} de otra fuente; se muestran ${money(50)}.` },
  { topic: 'Impuesto estatal sobre la renta corporativa de Florida para las C-Corp', why: 'No se encontró ninguna fuente.' },
  { topic: 'Tasas del impuesto sobre la renta de Colorado y Montana', why: 'No se encontró ninguna fuente; solo es relevante si hay actividad en el estado.' },
  { topic: 'Informe de beneficiarios finales (BOI) después de la norma provisional de marzo de 2025', why: 'No se encontró ninguna fuente de 2026.' },
  { topic: 'Si una LLC unipersonal totalmente inactiva debe presentar el Form 5472', why: 'Las fuentes se contradicen; el sitio lo trata como obligatorio.' },
  { topic: 'Declaraciones federales del impuesto sobre la renta de las LLC con varios socios y de las C-Corp', why: 'Las fuentes no las cubren; se nombran sin fechas ni cifras.' },
  {
    topic: `Cifras desactualizadas (Wyoming ${money(50)}, Colorado ${money(10)}, LLC de Delaware ${money(90)}, mínimo del método APVC de Delaware ${money(350)} y máximo ${money(180000)})`,
    why: 'Reemplazadas; nunca se muestran.',
  },
];
