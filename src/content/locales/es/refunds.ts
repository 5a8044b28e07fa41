/*
 * La política de reembolsos y cancelación que se muestra en /refunds, en lenguaje sencillo.
 *
 * PROPOSAL (as in English): these terms are a proposal the business has yet to confirm. Change them
 * together with src/content/refunds.ts and the per-plan lines of pricing.ts.
 */
import type * as en from '../../refunds';
import { site } from './site';

export const refundPolicy: typeof en.refundPolicy = {
  heading: {
    eyebrow: 'Reembolsos y cancelación',
    title: 'Qué reembolsamos, hasta cuándo y cómo',
    text: 'Los reembolsos se pagan como devolución de dinero a la tarjeta o cuenta con la que pagaste, nunca como crédito. Lo que no podemos reembolsar es lo que ya le pagamos a un estado en tu nombre.',
  },
  summaryTitle: 'En resumen, por plan',
  summary: [
    {
      id: 'formation',
      plan: 'Constitución de empresas (LLC, Custom)',
      refundable: 'Todo, hasta que presentamos tus documentos ante el estado.',
      notRefundable: 'Las tasas estatales de registro y el trabajo de presentación una vez presentados tus documentos; una cotización Custom indica sus propias condiciones.',
    },
    {
      id: 'monthly',
      plan: 'Planes mensuales (buzón de correo, número de teléfono de EE. UU., banca)',
      refundable: 'Tu primer mes, si cancelas dentro de los 14 días posteriores a pagarlo.',
      notRefundable: 'Los meses siguientes que ya comenzaron; las comisiones que cobra el banco asociado.',
    },
    {
      id: 'quoted',
      plan: 'Planes a consultar',
      refundable: 'Lo que indique tu cotización por escrito, durante el plazo que indique.',
      notRefundable: 'Las tasas estatales una vez presentados los documentos, y los meses que ya comenzaron.',
    },
  ],
  summaryColumns: { plan: 'Plan', refundable: 'Reembolsable', notRefundable: 'No reembolsable' },
  blocks: [
    {
      id: 'formation',
      title: 'Constitución de empresas',
      paragraphs: [
        'Hasta que presentemos tus documentos ante el estado, puedes cancelar y recibir la devolución de todo lo que pagaste. Presentamos los documentos en un plazo de un día hábil desde que recibimos tu pedido completo, así que avísanos en cuanto cambies de opinión.',
        'Una vez que el estado tiene tus documentos, se queda con sus tasas pase lo que pase, y nosotros con el pago por el trabajo de presentación. Si cancelas después de la presentación, te reembolsamos las partes del plan que aún no empezamos (por ejemplo, la solicitud del EIN o el contacto con el banco) a su precio de lista.',
      ],
    },
    {
      id: 'monthly',
      title: 'Planes mensuales',
      paragraphs: [
        'Cancela un plan de buzón de correo, número de teléfono o banca cuando quieras desde tu portal o por correo electrónico. No se cobra ningún mes más; el mes ya iniciado sigue vigente hasta que termina.',
        'Si cancelas dentro de los 14 días posteriores al pago de tu primer mes, te reembolsamos ese mes completo.',
      ],
    },
    {
      id: 'state-fees',
      title: 'Lo que no podemos reembolsar',
      paragraphs: [
        'Las tasas estatales de registro, las tasas del informe anual y los impuestos de franquicia (franchise tax) que pagamos a un estado en tu nombre: el estado no nos los devuelve. La calculadora de costos detalla cada tasa estatal y de dónde proviene.',
        'Las comisiones y los depósitos de un banco asociado o de una plataforma de pago se rigen por sus propias condiciones.',
      ],
    },
    {
      id: 'how',
      title: 'Cómo se pagan los reembolsos',
      paragraphs: [
        'A la tarjeta o cuenta con la que pagaste, en dólares estadounidenses, dentro de los 10 días hábiles posteriores a que confirmemos el reembolso. Nunca como crédito ni como vales. Tu banco puede tardar unos días más en reflejarlo.',
      ],
    },
  ],
  contact: {
    title: 'Para cancelar o pedir un reembolso',
    text: 'Escribe a nuestro equipo de facturación desde el correo electrónico de tu pedido, con el nombre de tu empresa. Te lo confirmamos por correo electrónico en un plazo de un día hábil.',
    emailLabel: 'Escribir a facturación',
    email: site.emails.billing,
  },
  costsLink: { label: 'Consulta las tasas estatales en la calculadora de costos', to: '/costs' },
};
