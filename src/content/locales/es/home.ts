import type * as en from '../../home';
import { image } from '../../images';
import { usd } from '../../../platform/format';
import { brandFilm } from './images';

// En su propio módulo: el banner es la única sección de inicio que lleva el script de la primera pantalla.
export { banner } from '../../banner';

export const packages: typeof en.packages = [
  {
    id: 1,
    title: 'Paquete todo incluido',
    icon: 'package',
    text: 'Un solo pedido cubre todo lo que una nueva empresa en EE. UU. necesita para empezar a operar.',
    items: ['Constitución en 24-48 horas', 'Apertura de cuenta bancaria', 'Dirección virtual en EE. UU.', 'Número de teléfono de EE. UU.'],
  },
  {
    id: 2,
    title: 'Soporte de por vida',
    icon: 'support',
    text: 'Soporte dedicado de por vida para tus preguntas, mientras tu empresa exista.',
    items: ['Un contacto asignado que conoce tu empresa', 'Recordatorios antes de cada plazo estatal y del IRS', 'Respuestas claras sobre banca, impuestos y cumplimiento'],
  },
];

export const servicesSection: typeof en.servicesSection = {
  eyebrow: 'Nuestros servicios',
  title: 'EXPÁNDETE AL MUNDO: CONSTITUYE HOY TU EMPRESA EN EE. UU.',
  text: 'Seis servicios, un solo equipo: desde el registro en tan solo 24 horas hasta tu declaración anual ante el IRS.',
};

/** La franja «Planifica tu empresa» bajo los servicios: las herramientas gratuitas de planificación. */
export const planYourCompany: typeof en.planYourCompany = {
  heading: {
    eyebrow: 'Planifica tu empresa',
    title: 'Respuestas antes de pagar',
    text: 'Qué estado elegir, cuánto cuesta a lo largo de los años, si se acepta a fundadores de tu país y qué vence cuándo: gratis, con fechas y fuentes.',
  },
  tools: [
    {
      id: 'costs',
      title: 'Calculadora de costos',
      text: 'Tasas e impuestos estatales año por año en nueve estados, lado a lado, con el impuesto de franquicia de Delaware calculado por los dos métodos.',
      cta: { label: 'Compara costos por estado', to: '/costs' },
    },
    {
      id: 'eligibility',
      title: 'Consulta por país',
      text: 'Si los bancos, Stripe y nuestros servicios aceptan a fundadores que viven en tu país o tienen su ciudadanía.',
      cta: { label: 'Consulta tu país', to: '/eligibility' },
    },
    {
      id: 'calendar',
      title: 'Calendario de obligaciones',
      text: `Cada informe estatal y cada declaración ante el IRS que debe presentar tu empresa, con su fecha, incluido el Form 5472 y su multa de ${usd(25000, 'es')}.`,
      cta: { label: 'Consulta tus vencimientos', to: '/compliance-calendar' },
    },
  ],
};

export const dutiesSection: typeof en.dutiesSection = {
  eyebrow: 'Cómo trabajamos',
  title: 'Las responsabilidades del agente registrado',
  text: 'Toda empresa de EE. UU. debe tener un agente registrado en su estado. Esto es lo que hacemos por la tuya.',
};

export const whyChooseUs: typeof en.whyChooseUs = {
  heading: {
    eyebrow: 'Por qué elegirnos',
    title: 'Pensado para fundadores de fuera de Estados Unidos',
    text: 'Precios todo en uno, transparentes y accesibles, con asesoría experta en cada paso.',
  },
  points: [
    { id: 1, title: 'Sin viajar a EE. UU., sin SSN', text: 'Todo se hace en línea con tu pasaporte: la constitución, el EIN y la cuenta bancaria.' },
    { id: 2, title: 'Precios transparentes', text: 'Un solo precio en la página de precios, con las tasas estatales a la vista antes de pagar. Sin sorpresas en la renovación.' },
    { id: 3, title: 'Expertos en reglas para no residentes', text: 'Nuestro equipo y nuestros CPA asociados trabajan solo con empresas de propietarios extranjeros.' },
    { id: 4, title: 'Un solo equipo para todo', text: 'Registro, banca, dirección, teléfono y declaraciones de impuestos, con un contacto que conoce tu expediente.' },
  ],
  cta: { label: 'Comparar planes', to: '/pricing' },
};

export const testimonialsSection: typeof en.testimonialsSection = {
  eyebrow: 'Lo que dicen',
  title: 'Fundadores de todo el mundo gestionan su empresa en EE. UU. con nosotros',
};

export const experienceSection: typeof en.experienceSection = {
  heading: {
    eyebrow: 'Nuestra experiencia digital',
    title: 'Al frente de la mejor agencia digital de la ciudad',
    text: 'La constitución es solo el comienzo. Te acompañamos mientras tu empresa crece, desde la primera factura hasta la declaración anual.',
  },
  sellingPoints: [
    {
      id: 1,
      title: 'Personal profesional',
      icon: 'staff',
      text: 'Asistentes legales, especialistas en cumplimiento y CPA asociados que trabajan con fundadores no residentes todos los días.',
    },
    {
      id: 2,
      title: 'Garantía de satisfacción',
      icon: 'guarantee',
      figure: '100',
      figureSuffix: '%',
      text: 'Seguimos trabajando hasta que tu empresa esté aprobada, tus cuentas estén abiertas y cada documento esté en orden.',
    },
    {
      id: 3,
      title: 'Ideas y soluciones a tu medida',
      icon: 'idea',
      text: 'Cuéntanos qué quieres construir y armamos la estructura, las cuentas y las herramientas que le corresponden.',
    },
  ],
};

export const faqSection: typeof en.faqSection = {
  eyebrow: 'Preguntas frecuentes',
  title: 'Las primeras preguntas de los fundadores',
};

export const brandBand: typeof en.brandBand = {
  text: 'Con la confianza de 180.000 marcas de todo el mundo',
  background: image(
    'band',
    '/images/brand-band/background.webp',
    'Vista nocturna del distrito financiero de Nueva York con las luces de las oficinas encendidas',
  ),
  film: brandFilm,
};

export const portfolioSection: typeof en.portfolioSection = {
  eyebrow: 'Historias de clientes',
  title: 'Negocios que ayudamos a expandirse a EE. UU.',
};

export const teamSection: typeof en.teamSection = {
  eyebrow: 'Nuestro equipo',
  title: 'Las personas detrás de tu empresa en EE. UU.',
};

export const blogSection: typeof en.blogSection = {
  eyebrow: 'Guías para fundadores',
  title: 'Infórmate antes de constituir',
};

export const marketingServicesSection: typeof en.marketingServicesSection = {
  eyebrow: 'Haz crecer tu empresa en EE. UU.',
  title: 'Marketing que atrae clientes en EE. UU.',
  text: 'Una vez constituida tu empresa, nuestros socios te ayudan a llegar a compradores estadounidenses y a conquistarlos.',
};

export const countersSection: typeof en.countersSection = {
  eyebrow: 'En cifras',
  title: 'Experiencia con la que puedes contar',
};

export const newsletter: typeof en.newsletter = {
  eyebrow: 'Boletín',
  title: 'Guías para fundadores en tu bandeja de entrada',
  text: 'Un correo al mes sobre banca en EE. UU., plazos fiscales y cambios normativos para propietarios no residentes. Cancela tu suscripción cuando quieras.',
};

export const videoPopup: typeof en.videoPopup = {
  heading: {
    eyebrow: 'Cómo funciona',
    title: 'Del pedido a una empresa en EE. UU. en funcionamiento',
    text: 'Mira cómo un fundador en el extranjero pide, firma y recibe una empresa en EE. UU., un EIN y una cuenta bancaria sin salir de casa.',
  },
  poster: brandFilm.poster,
  // WebM primero: pesa menos y se reproduce donde falta H.264.
  sources: [
    { src: brandFilm.webmSrc, type: 'video/webm' },
    { src: brandFilm.src, type: brandFilm.type },
  ],
  // Los subtítulos del video solo existen en inglés.
  captions: { src: '/media/brand-film.en.vtt', srcLang: 'en', label: 'Inglés' },
};
