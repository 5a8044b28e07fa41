import type * as en from '../../marketingServices';
import { projects } from '../../projects';

const photo = (projectId: number) => projects[projectId - 1].image;

/*
 * Segundo conjunto de servicios, en la variante de inicio de marketing: crecimiento después de la constitución.
 */
export const marketingServices: typeof en.marketingServices = [
  {
    id: 1,
    serviceName: 'Marketing de contenidos',
    tag: 'Contenidos',
    icon: 'content',
    text: 'Artículos, guías y casos de éxito escritos para compradores de EE. UU., para que tu nueva empresa se encuentre y genere confianza desde el primer día.',
    image: photo(5),
  },
  {
    id: 2,
    serviceName: 'Marketing en redes sociales',
    tag: 'Redes',
    icon: 'social',
    text: 'Páginas de empresa y campañas en LinkedIn, Instagram y X, creadas con tu marca estadounidense y publicadas en los husos horarios de EE. UU.',
    image: photo(1),
  },
  {
    id: 3,
    serviceName: 'Desarrollo de apps',
    tag: 'Desarrollo',
    icon: 'app',
    text: 'Apps web y móviles publicadas a nombre de tu empresa en EE. UU., con cuentas de App Store y Google Play a su nombre.',
    image: photo(2),
  },
  {
    id: 4,
    serviceName: 'Optimización SEO',
    tag: 'Búsqueda',
    icon: 'seo',
    text: 'SEO técnico y local para que tu dirección, tu número de teléfono y tus servicios en EE. UU. aparezcan de forma coherente en los resultados de búsqueda.',
    image: photo(3),
  },
  {
    id: 5,
    serviceName: 'Publicidad PPC',
    tag: 'Anuncios',
    icon: 'ppc',
    text: 'Cuentas publicitarias de Google y Meta facturadas a la tarjeta de tu empresa en EE. UU., con campañas segmentadas por estado y ciudad.',
    image: photo(6),
  },
  {
    id: 6,
    serviceName: 'Marketing digital',
    tag: 'Estrategia',
    icon: 'digital',
    text: 'Un solo plan que une tu sitio web, tus anuncios, tu email marketing y tus marketplaces, medido por las ventas que llevan a tu cuenta en EE. UU.',
    image: photo(4),
  },
];
