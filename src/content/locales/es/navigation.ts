import type * as en from '../../navigation';
import { menuFrom } from '../../menuFrom';
import { site } from './site';

/** Anclas dentro de la página. */
export const aboutAnchor: typeof en.aboutAnchor = { label: 'Nosotros', to: '/#footer' };
export const servicesAnchor: typeof en.servicesAnchor = { label: 'Nuestros servicios', to: '/#services' };
export const homeAnchor: typeof en.homeAnchor = { label: 'Inicio', to: '/#' };

export const menuLabels: typeof en.menuLabels = {
  groups: {
    home: 'Inicio',
    services: 'Servicios',
    projects: 'Proyectos',
    team: 'Equipo',
    blog: 'Blog',
    tools: 'Herramientas',
    pages: 'Páginas',
  },
  pages: {
    'home-1': 'Inicio 01',
    'home-2': 'Inicio 02',
    'home-3': 'Inicio 03',
    business: 'Inicio empresas',
    'home-1-dark': 'Inicio 01 oscuro',
    'home-2-dark': 'Inicio 02 oscuro',
    'home-3-dark': 'Inicio 03 oscuro',
    'business-dark': 'Inicio empresas oscuro',
    services: 'Servicios 01',
    'services-2': 'Servicios 02',
    'services-3': 'Servicios 03',
    'services-details': 'Detalle del servicio',
    'project-2-column': 'Proyectos en 2 columnas',
    'project-3-column': 'Proyectos en 3 columnas',
    'project-carousel': 'Carrusel de proyectos',
    'project-details': 'Detalle del proyecto',
    team: 'Equipo 01',
    'team-2': 'Equipo 02',
    'team-3': 'Equipo 03',
    'team-details': 'Perfil del equipo',
    'blog-standard': 'Blog estándar',
    'blog-with-sidebar': 'Blog con barra lateral',
    'blog-2-column': 'Blog en 2 columnas',
    'blog-3-column': 'Blog en cuadrícula',
    'blog-single': 'Artículo del blog',
    'blog-single-sidebar': 'Artículo con barra lateral',
    costs: 'Calculadora de costos',
    eligibility: 'Consulta por país',
    'compliance-calendar': 'Calendario de obligaciones',
    'about-us': 'Nosotros',
    pricing: 'Precios',
    'contact-us': 'Contacto',
    login: 'Acceso',
  },
};

/** The header's menu, from the route table (src/routeTable.ts). */
export const mainMenu: typeof en.mainMenu = menuFrom(menuLabels);

/** Botones del encabezado. */
export const headerActions: typeof en.headerActions = {
  signIn: { label: 'Iniciar sesión', to: site.portalSignInUrl, external: true },
  login: { label: 'Acceso', to: '/login' },
  freeTrial: { label: 'Prueba gratis', to: '/pricing' },
};

/** Where the header's row fits with these labels (see the English module): 'Prueba gratuita' never has room. */
export const headerFits: typeof en.headerFits = { desktopNav: 1424, freeTrial: null };
