import type * as en from '../../navigation';
import { site } from './site';

/** Anclas dentro de la página. */
export const aboutAnchor: typeof en.aboutAnchor = { label: 'Nosotros', to: '/#footer' };
export const servicesAnchor: typeof en.servicesAnchor = { label: 'Nuestros servicios', to: '/#services' };
export const homeAnchor: typeof en.homeAnchor = { label: 'Inicio', to: '/#' };

export const mainMenu: typeof en.mainMenu = [
  {
    label: 'Inicio',
    to: '/',
    children: [
      { label: 'Inicio 01', to: '/' },
      { label: 'Inicio 02', to: '/home-2' },
      { label: 'Inicio 03', to: '/home-3' },
      { label: 'Inicio empresas', to: '/business' },
      { label: 'Inicio 01 oscuro', to: '/home-1-dark' },
      { label: 'Inicio 02 oscuro', to: '/home-2-dark' },
      { label: 'Inicio 03 oscuro', to: '/home-3-dark' },
      { label: 'Inicio empresas oscuro', to: '/business-dark' },
    ],
  },
  {
    label: 'Servicios',
    to: '/services',
    children: [
      { label: 'Servicios 01', to: '/services' },
      { label: 'Servicios 02', to: '/services-2' },
      { label: 'Servicios 03', to: '/services-3' },
      { label: 'Detalle del servicio', to: '/services-details/1' },
    ],
  },
  {
    label: 'Proyectos',
    to: '/project-3-column',
    children: [
      { label: 'Proyectos en 2 columnas', to: '/project-2-column' },
      { label: 'Proyectos en 3 columnas', to: '/project-3-column' },
      { label: 'Carrusel de proyectos', to: '/project-carousel' },
      { label: 'Detalle del proyecto', to: '/project-details/1' },
    ],
  },
  {
    label: 'Equipo',
    to: '/team',
    children: [
      { label: 'Equipo 01', to: '/team' },
      { label: 'Equipo 02', to: '/team-2' },
      { label: 'Equipo 03', to: '/team-3' },
      { label: 'Perfil del equipo', to: '/team-details/1' },
    ],
  },
  {
    label: 'Blog',
    to: '/blog-standard',
    children: [
      { label: 'Blog estándar', to: '/blog-standard' },
      { label: 'Blog con barra lateral', to: '/blog-with-sidebar' },
      { label: 'Blog en 2 columnas', to: '/blog-2-column' },
      { label: 'Blog en cuadrícula', to: '/blog-3-column' },
      { label: 'Artículo del blog', to: '/blog-single/1' },
      { label: 'Artículo con barra lateral', to: '/blog-single-sidebar/1' },
    ],
  },
  {
    label: 'Herramientas',
    to: '/costs',
    children: [
      { label: 'Calculadora de costos', to: '/costs' },
      { label: 'Consulta por país', to: '/eligibility' },
      { label: 'Calendario de obligaciones', to: '/compliance-calendar' },
    ],
  },
  {
    label: 'Páginas',
    to: '/about-us',
    children: [
      { label: 'Nosotros', to: '/about-us' },
      { label: 'Precios', to: '/pricing' },
      { label: 'Contacto', to: '/contact-us' },
      { label: 'Acceso', to: '/login' },
    ],
  },
];

/** Botones del encabezado. */
export const headerActions: typeof en.headerActions = {
  signIn: { label: 'Iniciar sesión', to: site.portalSignInUrl, external: true },
  login: { label: 'Acceso', to: '/login' },
  freeTrial: { label: 'Prueba gratis', to: '/pricing' },
};

/** Where the header's row fits with these labels (see the English module): 'Prueba gratuita' never has room. */
export const headerFits: typeof en.headerFits = { desktopNav: 1424, freeTrial: null };
