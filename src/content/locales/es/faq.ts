import type * as en from '../../faq';
import { usd } from '../../../platform/format';

/** Acordeón de preguntas frecuentes; el primer elemento se abre por defecto. */
export const faqs: typeof en.faqs = [
  {
    id: 1,
    title: '¿Puedo constituir una empresa en EE. UU. si no vivo en Estados Unidos?',
    text: 'Sí. Una persona no residente puede ser dueña del 100% de una sociedad de responsabilidad limitada (LLC) o una corporación de EE. UU. sin visa, sin número de Seguro Social y sin viajar. Necesitas un pasaporte, tu domicilio y un nombre para la empresa. Tener una empresa en EE. UU. no te da derecho a trabajar en EE. UU.; le permite a tu negocio vender, operar con bancos y firmar contratos allí.',
    links: [{ label: 'Consulta tu país', to: '/eligibility' }],
  },
  {
    id: 2,
    title: '¿Qué estado me conviene: Wyoming o Delaware?',
    text: 'Para la mayoría de los fundadores con un negocio de servicios o una tienda en línea, Wyoming es la opción más económica y sencilla para una LLC. Elige Delaware si piensas levantar capital de riesgo, porque los inversionistas de EE. UU. esperan una C-Corp de Delaware. Si vas a tener personal o una oficina en otro estado, es posible que también debas registrarte allí; te lo diremos antes de que hagas tu pedido.',
    links: [{ label: 'Compara cuánto cuesta cada estado', to: '/costs' }],
  },
  {
    id: 3,
    title: '¿Cuánto tarda todo, desde el pedido hasta tener una cuenta bancaria operativa?',
    text: 'El registro de la empresa tarda tan solo 24 horas, y por lo general de 24 a 48 horas en los estados que recomendamos. El EIN llega en un plazo de unos días hábiles a unas semanas, según el IRS, y la cuenta bancaria suele abrirse durante la semana siguiente. Te mantenemos al tanto de cada paso en tu portal.',
  },
  {
    id: 4,
    title: '¿Tengo que presentar algo si mi LLC no tuvo ingresos en EE. UU.?',
    text: `Por lo general, sí. Una LLC unipersonal cuyo dueño está fuera de EE. UU. presenta cada año el Form 5472 junto con un Form 1120 pro forma, aunque no tenga ingresos en EE. UU., y no presentarlo cuesta ${usd(25000, 'es')} por formulario. La mayoría de los estados también exigen un informe o una tasa anual.`,
    links: [
      { label: 'Consulta tus vencimientos', to: '/compliance-calendar' },
      { label: 'Cuánto suman las tasas anuales', to: '/costs' },
    ],
  },
  {
    id: 5,
    title: '¿Me devuelven mi dinero si cambio de opinión?',
    text: 'Sí, como devolución de dinero, nunca como crédito: el importe completo de un pedido de constitución, hasta que presentamos tus documentos ante el estado, y el primer mes de un plan mensual si cancelas dentro de los 14 días. Las tasas que un estado ya recibió no se pueden reembolsar.',
    links: [{ label: 'Nuestras condiciones de reembolso', to: '/refunds' }],
  },
];
