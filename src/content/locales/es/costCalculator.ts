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

const money = (amount: number) => usd(amount, 'es');

/** '24 de noviembre de 2026' a partir de '2026-11-24' ('noviembre de 2026' si no hay día). */
export function formatFactDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!month) return String(year);
  if (!day) return `${monthName('es', month - 1)} de ${year}`;
  return `${day} de ${monthName('es', month - 1)} de ${year}`;
}

/** The periods of pricing.ts in Spanish. */
const oneTime = 'pago único';
const perMonth = '/mes';

/** Nuestros planes con precio, como los ofrece la calculadora: los de pago único en el año 1, los mensuales doce veces al año. */
export const costPlans: typeof en.costPlans = pricingTabs.flatMap((tab) =>
  tab.plans
    .filter((plan) => plan.amount !== null && (plan.period === oneTime || plan.period === perMonth))
    .map((plan) => ({
      id: plan.id,
      label: `${tab.label}: ${plan.name} (${plan.price}${plan.period === oneTime ? ` ${oneTime}` : plan.period})`,
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
  eyebrow: 'Calculadora de costos',
  title: 'Cuánto cuesta tu empresa en EE. UU., año por año',
  text: 'Elige un estado, un tipo de empresa y cuántos años quieres planificar. Cada tasa estatal enlaza a su fuente; las volvemos a verificar antes de que hagas tu pedido.',
};

const stateName = (code: string) => stateFacts[code as StateCode]?.name ?? code;
const years = (n: number) => plural('es', n, { one: '1 año', other: (count) => `${count} años` });

export const costCalculatorLabels: typeof en.costCalculatorLabels = {
  form: {
    title: 'Tu empresa',
    state: 'Estado',
    type: 'Tipo de empresa',
    years: 'Años a planificar',
    plan: 'Agrega uno de nuestros planes',
    noPlan: 'Sin plan: solo costos estatales y federales',
    yearsOption: (n: number) => years(n),
    delawareTitle: 'Para el impuesto de franquicia de Delaware',
    delawareText: 'Una C-Corp de Delaware paga el impuesto de franquicia según sus acciones o sus activos, lo que resulte menor. Los demás estados no usan estas cifras.',
    authorizedShares: 'Acciones autorizadas',
    issuedShares: 'Acciones emitidas',
    grossAssets: 'Activos brutos (USD)',
    parValue: 'Valor nominal por acción (USD)',
    shareLink: 'Enlace a este resultado',
  },
  typeNames: {
    smllc: 'LLC unipersonal con dueño en el extranjero',
    mmllc: 'LLC con varios socios',
    ccorp: 'C-Corp',
  },
  typeNotes: {
    smllc: `Como su dueño está fuera de EE. UU., presenta cada año el ${form5472.name} ante el IRS, aunque no tenga ingresos en EE. UU. No hay tasa gubernamental, pero no presentarlo cuesta ${money(25000)} por formulario y por año.`,
    mmllc: 'También presenta cada año una declaración federal de sociedad (partnership). No hay tasa gubernamental, así que no suma nada a las cifras de abajo; pregúntanos si quieres que la preparemos.',
    ccorp: 'También presenta cada año una declaración federal del impuesto sobre la renta corporativo. No hay tasa gubernamental, así que no suma nada a las cifras de abajo; pregúntanos si quieres que la preparemos.',
  },
  problems: {
    unknownState: (value: string, fallback: string) => `No tenemos cifras para el estado \u201c${value}\u201d, así que se muestra ${stateName(fallback)}.`,
    unknownType: (value: string, fallback: string) => `\u201c${value}\u201d no es un tipo de empresa que comparemos, así que se muestra una ${fallback}.`,
    yearsOutOfRange: (value: string, fallback: string) => `Elige entre 1 y 5 años (\u201c${value}\u201d no está en ese rango), así que se muestra el cálculo a ${fallback}.`,
    unknownPlan: (value: string) => `No tenemos un plan \u201c${value}\u201d, así que no se agrega ningún plan.`,
    notAWholeNumber: (value: string) => `\u201c${value}\u201d no es un número entero de acciones; se usa la última cifra válida.`,
    notAnAmount: (value: string) => `\u201c${value}\u201d no es un importe en dólares; se usa la última cifra válida.`,
    tooLarge: (value: string) => `\u201c${value}\u201d es mayor que cualquier empresa para la que sirve esta calculadora; se usa la última cifra válida.`,
  },
  money,
  unconfirmed: unconfirmedFigureText,
  atLeast: (amount: number) => `al menos ${money(amount)}`,
  yearTable: {
    title: 'Año por año',
    caption: (state: string, type: string, n: number) => `${type} en ${state}, en ${years(n)}`,
    summary: (state: string, type: string, n: number, total: string) => `${type} en ${state}: ${total} en ${years(n)}`,
    year: 'Año',
    yearLabel: (n: number) => `Año ${n}`,
    formation: 'Tasa estatal de constitución',
    stateYearly: 'Tasa o impuesto estatal anual',
    federal: 'Declaraciones federales',
    plan: 'Nuestro plan',
    total: 'Total',
    noFiling: 'Nada que presentar',
    filingFee: (names: string, fee: string) => `${names}: tasa de ${fee}`,
    firstYearNote:
      'El año 1 es el año en que constituyes la empresa. En la mayoría de los estados, la primera tasa estatal anual vence en el año 2 (California cobra desde el año 1), y la primera declaración federal, que informa sobre el año 1, se presenta en el año 2.',
  },
  franchiseTax: {
    title: 'Impuesto de franquicia de Delaware',
    text: 'Delaware factura según el método de acciones autorizadas (Authorized Shares Method); una corporación puede pagar en cambio según el método del capital de valor nominal presunto (Assumed Par Value Capital Method) cuando resulta menor.',
    authorizedShares: 'Método de acciones autorizadas',
    assumedParValue: 'Método del capital de valor nominal presunto',
    notUsable: 'Requiere al menos una acción emitida',
    lower: 'El menor, el que se usa aquí',
    reportFee: (fee: string) => `Más la tasa del informe anual de ${fee}.`,
    capital: (amount: string) => `Capital de valor nominal presunto: ${amount}`,
  },
  comparison: {
    title: 'Todos los estados lado a lado',
    caption: (type: string, n: number) => `${type}, en ${years(n)}, del más barato al más caro`,
    state: 'Estado',
    formation: 'Constitución',
    stateYearly: 'Tasas estatales anuales',
    federal: 'Tasas de declaraciones federales',
    plan: 'Nuestro plan',
    total: 'Total',
    yourChoice: 'tu elección',
    warning: 'advertencia',
    incompleteNote: 'Al menos: una cifra de este estado no se pudo confirmar; consulta con el estado.',
  },
  chart: {
    title: 'La comparación en un gráfico',
    description: 'Barras apiladas con el total por estado, divididas por tipo de costo. La tabla de arriba muestra las mismas cifras.',
    loading: 'Cargando el gráfico…',
    series: { formation: 'Tasa estatal de constitución', stateYearly: 'Tasas estatales anuales', plan: 'Nuestro plan' },
  },
  sources: {
    title: 'De dónde salen las cifras',
    text: `Las cifras se tomaron de fuentes secundarias públicas y se revisaron por última vez el ${formatFactDate(factsLastChecked)}. Los estados cambian sus tasas: consulta con el estado antes de basarte en una de ellas. Lo que no pudimos confirmar se muestra como \u201c${unconfirmedFigureText}\u201d.`,
    formation: 'Constitución',
    due: 'Vence',
    lastChecked: (iso: string) => `última revisión: ${formatFactDate(iso)}`,
    published: (iso: string) => `página fechada el ${formatFactDate(iso)}`,
    federal: 'Declaración federal',
    delaware: 'Impuesto de franquicia de Delaware',
    penalty: 'Multa por no presentar',
  },
  opensInNewTab: '(se abre en una pestaña nueva)',
};
