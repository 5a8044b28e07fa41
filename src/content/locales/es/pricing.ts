import type * as en from '../../pricing';
import type { PricingPlan } from '../../../types/content';
import { usd } from '../../../platform/format';
import { paymentLinks } from '../../paymentLinks';

const pay = (slug: keyof typeof paymentLinks) => ({ kind: 'payment', url: paymentLinks[slug] }) as const;
const contact = { kind: 'contact' } as const;

/*
 * Condiciones de reembolso, una o dos frases por plan; la política completa está en refunds.ts. Estas
 * condiciones son una propuesta que la empresa aún debe confirmar (ver el comentario en refunds.ts).
 *
 * Prices are written with usd(amount, 'es') ('6900 US$'). Tier names (LLC, Custom, Grow, Scale, Starter,
 * Business, Enterprise, Essential, Plus, Pro) stay as product names; the bookkeeping plans are named by
 * how often the books are reconciled, so those names are translated (Mensual, Semanal, Diario, Anual).
 */
const refundMonthly =
  'Tu primer mes se reembolsa como devolución de dinero si cancelas dentro de los 14 días posteriores al pago. Después, cancela cuando quieras desde tu portal: no se cobra ningún mes más, pero un mes ya iniciado no se reembolsa.';
const refundQuoted = 'Tu cotización indica qué se reembolsa y hasta cuándo, siempre como devolución de dinero, no como crédito; los meses ya iniciados no se reembolsan.';
const bankFees = 'Las comisiones bancarias se rigen por las condiciones del banco.';

/** The periods in Spanish; costCalculator.ts compares against the same words. */
const oneTime = 'pago único';
const perMonth = '/mes';

export const pricingHeading: typeof en.pricingHeading = {
  eyebrow: 'Precios',
  title: 'Precios todo en uno, transparentes y accesibles',
  text: 'Elige lo que tu empresa necesita hoy y agrega más después. Los precios están en dólares estadounidenses; las tasas e impuestos estatales se detallan antes de que pagues.',
};

const incorporationPlans: PricingPlan[] = [
  {
    id: 'formation-llc',
    name: 'LLC',
    price: usd(6900, 'es'),
    amount: 6900,
    period: oneTime,
    description: `Todo para constituir y gestionar tu LLC en EE. UU. Se requiere un depósito de garantía de ${usd(5000, 'es')}, o puedes pagar en cuotas.`,
    features: [
      'Registro de la empresa en tan solo 24 horas',
      'EIN (identificación fiscal)',
      'Agente registrado y dirección virtual en EE. UU.',
      'Número de teléfono de EE. UU.',
      'Apertura de banca en línea',
      'Declaración anual ante el IRS a cargo de un CPA asociado',
      'Soporte de por vida',
    ],
    buttonLabel: 'Empezar en el portal',
    action: { kind: 'portal' },
    highlighted: true,
    refund: 'Si cancelas antes de que presentemos los documentos ante el estado, recibes la devolución completa de tu dinero, no como crédito. Una vez presentados tus documentos, las tasas estatales y el trabajo de presentación no se pueden reembolsar.',
  },
  {
    id: 'formation-custom',
    name: 'Custom',
    price: 'A consultar',
    amount: null,
    period: null,
    description: 'Una C-Corp de Delaware para inversionistas, varios socios o más de un estado: armamos el paquete según tu plan.',
    features: ['LLC o C-Corp en el estado que necesites', 'Acciones de los fundadores y acuerdos del consejo', 'Contacto con abogados de startups', 'Un único punto de contacto'],
    buttonLabel: 'Contáctanos',
    action: contact,
    refund: 'Tu cotización indica qué se reembolsa y hasta cuándo, siempre como devolución de dinero, no como crédito; las tasas estatales nunca son reembolsables una vez presentados los documentos.',
  },
];

const mailboxPlans: PricingPlan[] = [
  {
    id: 'mailbox-grow',
    name: 'Grow',
    price: usd(99, 'es'),
    amount: 99,
    period: perMonth,
    description: 'Para una empresa que recibe correo postal con regularidad de bancos, clientes y el IRS.',
    features: ['100 envíos de correo al mes', '3 usuarios', `Usuario adicional: ${usd(20, 'es')}`, 'Escaneos en tu portal con avisos por correo electrónico', 'Reenvío a cualquier país'],
    buttonLabel: 'Comprar Grow',
    action: pay('mailbox-grow'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'mailbox-scale',
    name: 'Scale',
    price: usd(169, 'es'),
    amount: 169,
    period: perMonth,
    description: 'Para equipos que manejan más correo y quieren que más personas lo vean.',
    features: ['Todo lo de Grow', 'Capacidad para un mayor volumen mensual de correo', `Usuario adicional: ${usd(30, 'es')}`, 'Escaneo prioritario'],
    buttonLabel: 'Comprar Scale',
    action: pay('mailbox-scale'),
    refund: refundMonthly,
  },
  {
    id: 'mailbox-custom',
    name: 'Custom',
    price: 'A consultar',
    amount: null,
    period: null,
    description: 'Grandes volúmenes, paquetes o varias direcciones: cuéntanos qué recibes y te enviamos una cotización.',
    features: ['El volumen que elijas', 'Recepción de paquetes', 'Varias direcciones para tu empresa'],
    buttonLabel: 'Contáctanos',
    action: contact,
    refund: refundQuoted,
  },
];

const phonePlans: PricingPlan[] = [
  {
    id: 'phone-starter',
    name: 'Starter',
    price: usd(49, 'es'),
    amount: 49,
    period: perMonth,
    description: 'Un número de EE. UU. para un fundador que atiende llamadas desde cualquier lugar.',
    features: ['Un número de EE. UU.', 'Gestión ilimitada de llamadas', 'Computadora, teléfono SIP y smartphone', 'Buzón de voz a tu correo electrónico'],
    buttonLabel: 'Comprar Starter',
    action: pay('phone-starter'),
    refund: refundMonthly,
  },
  {
    id: 'phone-business',
    name: 'Business',
    price: usd(99, 'es'),
    amount: 99,
    period: perMonth,
    description: 'Una línea compartida para un equipo pequeño, con enrutamiento entre husos horarios.',
    features: ['Todo lo de Starter', 'Varios usuarios en un mismo número', 'Horario de atención y enrutamiento de llamadas', 'Saludo y opciones de menú'],
    buttonLabel: 'Comprar Business',
    action: pay('phone-business'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'phone-enterprise',
    name: 'Enterprise',
    price: 'A consultar',
    amount: null,
    period: null,
    description: 'Muchos números, centros de llamadas o integraciones con tu CRM.',
    features: ['Números con varios códigos de área', 'Integraciones a pedido', 'Configuración dedicada'],
    buttonLabel: 'Contáctanos',
    action: contact,
    refund: refundQuoted,
  },
];

const bankingPlans: PricingPlan[] = [
  {
    id: 'banking-essential',
    name: 'Essential',
    price: 'A consultar',
    amount: null,
    period: null,
    description: 'Una cuenta empresarial con nuestro banco asociado para una empresa nueva.',
    features: [`Depósito mínimo de ${usd(5000, 'es')}`, 'Apertura 100% en línea', `Bono de ${usd(500, 'es')} con nuestro banco asociado`],
    buttonLabel: 'Contáctanos',
    action: contact,
    refund: 'No se cobra nada hasta que aceptes una cotización, y la cotización indica qué se reembolsa como devolución de dinero; las comisiones y los depósitos propios del banco asociado se rigen por las condiciones del banco.',
  },
  {
    id: 'banking-plus',
    name: 'Plus',
    price: usd(79, 'es'),
    amount: 79,
    period: perMonth,
    description: 'Para empresas con ventas y cobros regulares en EE. UU.',
    features: [`Mínimo de ${usd(10000, 'es')}`, 'Todo lo de Essential', 'Contacto con plataformas de pago asociadas', 'Revisión prioritaria de la solicitud'],
    buttonLabel: 'Comprar Plus',
    action: pay('banking-plus'),
    highlighted: true,
    refund: `${refundMonthly} ${bankFees}`,
  },
  {
    id: 'banking-pro',
    name: 'Pro',
    price: usd(500, 'es'),
    amount: 500,
    period: perMonth,
    description: 'Para negocios de gran volumen que necesitan un contacto bancario dedicado.',
    features: [`Mínimo de ${usd(25000, 'es')}`, 'Todo lo de Plus', 'Gerente bancario dedicado', 'Opciones multidivisa y de emisión de tarjetas'],
    buttonLabel: 'Comprar Pro',
    action: pay('banking-pro'),
    refund: `${refundMonthly} ${bankFees}`,
  },
];

/** Las cuatro pestañas de la página de precios. */
export const pricingTabs: typeof en.pricingTabs = [
  { id: 'incorporations', label: 'Constitución', plans: incorporationPlans },
  { id: 'mailbox', label: 'Mail Box', plans: mailboxPlans },
  { id: 'phone', label: 'Mobile Number', plans: phonePlans },
  { id: 'banking', label: 'Banca en línea', plans: bankingPlans },
];

/**
 * Grupo general en el selector mensual/anual de la página de inicio de marketing, presentado como
 * servicio de contabilidad y cumplimiento: el nombre del plan indica cada cuánto se concilian tus libros.
 */
export const billingCycleHeading: typeof en.billingCycleHeading = {
  eyebrow: 'Contabilidad y cumplimiento',
  title: 'Mantén en orden tu empresa en EE. UU.',
  text: 'Conciliamos tus libros contables, seguimos cada plazo estatal y del IRS y le entregamos registros limpios a tu CPA. Paga mes a mes, o por año y ahorra.',
};

export const billingCyclePlans: typeof en.billingCyclePlans = [
  {
    id: 'monthly',
    label: 'Mensual',
    plans: [
      {
        id: 'care-monthly',
        name: 'Mensual',
        price: usd(99, 'es'),
        amount: 99,
        period: perMonth,
        description: 'Libros conciliados una vez al mes, para una empresa con pocas transacciones.',
        features: ['Conciliación mensual', 'Estado de cuenta mensual', 'Recordatorios de plazos estatales y del IRS'],
        buttonLabel: 'Elegir Mensual',
        action: pay('care-monthly'),
      },
      {
        id: 'care-weekly',
        name: 'Semanal',
        price: usd(249.99, 'es'),
        amount: 249.99,
        period: perMonth,
        description: 'Libros conciliados cada semana, para empresas que venden en varias plataformas.',
        features: ['Conciliación semanal', 'Cobros de Stripe, PayPal y marketplaces conciliados', 'Estado de cuenta mensual', 'Recordatorios de plazos estatales y del IRS'],
        buttonLabel: 'Elegir Semanal',
        action: pay('care-weekly'),
        highlighted: true,
      },
      {
        id: 'care-daily',
        name: 'Diario',
        price: usd(1449.99, 'es'),
        amount: 1449.99,
        period: perMonth,
        description: 'Libros conciliados cada día hábil por un contador dedicado, para tiendas de gran volumen.',
        features: ['Conciliación diaria', 'Contador dedicado', 'Informe semanal de caja', 'Paquete de cierre de año para tu CPA'],
        buttonLabel: 'Elegir Diario',
        action: pay('care-daily'),
      },
    ],
  },
  {
    id: 'yearly',
    label: 'Anual',
    plans: [
      {
        id: 'care-yearly',
        name: 'Anual',
        price: usd(68, 'es'),
        amount: 68,
        period: `${perMonth}, facturado anualmente`,
        description: `El plan Mensual pagado una vez al año: ${usd(68, 'es')} en lugar de ${usd(99, 'es')} al mes.`,
        features: ['Conciliación mensual', 'Estado de cuenta mensual', 'Recordatorios de plazos estatales y del IRS', 'Ahorra un 31% frente a la facturación mensual'],
        buttonLabel: 'Elegir Anual',
        action: pay('care-yearly'),
        highlighted: true,
      },
    ],
  },
];
