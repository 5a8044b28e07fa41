import type * as en from '../../pages';
import { site } from './site';

export type PageKey = en.PageKey;
export type PageMeta = en.PageMeta;

/** Título del documento de una página interior: 'Precios | StarBridge Formation'. */
export const documentTitle: typeof en.documentTitle = (title: string): string => `${title} | ${site.brandName}`;

const blogDescription = 'Guías para fundadores de fuera de EE. UU. sobre constitución, banca e impuestos.';

export const pages: Record<PageKey, PageMeta> = {
  home: { title: site.seo.title, description: site.seo.description },
  services: {
    title: 'Nuestros servicios',
    description: 'Registro de empresas, banca en línea, EIN, dirección virtual, declaraciones ante el IRS y un número de teléfono de EE. UU. para fundadores no residentes.',
  },
  serviceDetails: {
    title: 'Detalle del servicio',
    description: 'Qué incluye, cómo funciona y qué recibes.',
  },
  projects: {
    title: 'Historias de clientes',
    description: 'Cómo fundadores de Lisboa a Osaka constituyeron y gestionan sus empresas en EE. UU. con nosotros.',
  },
  projectDetails: {
    title: 'Detalle del proyecto',
    description: 'La estructura que creamos, el problema que resolvió y el resultado.',
  },
  team: {
    title: 'Nuestro equipo',
    description: 'Conoce a los asistentes legales, especialistas en cumplimiento y expertos en impuestos detrás de tu empresa en EE. UU.',
  },
  teamDetails: {
    title: 'Perfil del equipo',
    description: 'Trayectoria, formación y cómo contactar a un integrante de nuestro equipo.',
  },
  about: {
    title: 'Sobre nosotros',
    description: `Por qué existe ${site.brandName} y cómo ayudamos a fundadores no residentes a constituir y gestionar una empresa en EE. UU.`,
  },
  pricing: {
    title: 'Precios',
    description: 'Precios transparentes para la constitución, el buzón de correo, el número de teléfono de EE. UU. y los planes de banca en línea.',
  },
  contact: {
    title: 'Contáctanos',
    description: 'Cuéntanos sobre tu negocio y te recomendaremos la estructura y el estado adecuados en EE. UU.',
  },
  login: {
    title: 'Acceso',
    description: 'Inicia sesión en tu portal de clientes para ver tus documentos, los escaneos de tu correo y tus vencimientos.',
  },
  blogStandard: { title: 'Blog', description: blogDescription },
  blogWithSidebar: { title: 'Blog', description: blogDescription },
  blog2Column: { title: 'Blog', description: blogDescription },
  blog3Column: { title: 'Blog en cuadrícula', description: blogDescription },
  blogSingle: { title: 'Artículo del blog', description: 'Una guía para fundadores escrita por nuestro equipo.' },
  costs: {
    title: 'Calculadora de costos',
    description: 'Cuánto cuesta una LLC o una C-Corp en EE. UU. año por año en Wyoming, Delaware, New Mexico y otros seis estados, con la fuente y la fecha de cada tasa estatal.',
  },
  refunds: {
    title: 'Reembolsos y cancelación',
    description: 'Qué reembolsamos, hasta cuándo y cómo, qué no podemos reembolsar una vez presentados los documentos y cómo cancelar un plan mensual.',
  },
  notFound: { title: 'Página no encontrada', description: 'La página que buscas no existe.' },
};
