import type * as en from '../../shellLabels';
import { site } from './site';

/*
 * Lo que muestra cada página antes de cualquier sección: encabezado, panel de contacto, indicador de
 * carga, avisos y botón para volver arriba.
 *
 * One-word labels stay as English has them: completeness.test.ts counts a string without a space as
 * not prose and asks for it unchanged. The Spanish for each is in the `// es:` comment beside it and in
 * GLOSSARY.md, ready to use once the test lets one-word labels change.
 */
export const shellLabels: typeof en.shellLabels = {
  header: {
    mainNavigation: 'Navegación principal',
    skipToContent: 'Saltar al contenido',
    homeLink: `Inicio de ${site.brandName}`,
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    openSubmenu: (label: string) => `Abrir el submenú de ${label}`,
    openSearch: 'Abrir búsqueda',
    closeSearch: 'Cerrar búsqueda',
    openContactPanel: 'Abrir panel de contacto',
    closeContactPanel: 'Cerrar panel de contacto',
    signIn: 'Iniciar sesión',
    login: 'Login', // es: Acceso
    freeTrial: 'Prueba gratis',
    switchToDark: 'Cambiar al tema oscuro',
    switchToLight: 'Cambiar al tema claro',
  },
  contactPanel: {
    title: 'Ponte en contacto',
    text: '¿Tienes preguntas antes de hacer tu pedido? Nuestro equipo de Nueva York responde cada mensaje.',
    address: 'Address', // es: Dirección
    email: 'Email', // es: Correo
    phone: 'Phone', // es: Teléfono
  },
  common: {
    readMore: 'Leer más',
    learnMore: 'Más información',
    viewDetails: 'Ver detalles',
    backToHome: 'Volver al inicio',
    backToTop: 'Volver arriba',
    home: 'Home', // es: Inicio
    breadcrumb: 'Breadcrumb', // es: Ruta de navegación
    loading: 'Loading', // es: Cargando
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  toasts: {
    newsletter: 'Gracias por suscribirte',
    comment: 'Gracias por tu comentario',
    close: 'Cerrar notificación',
  },
  loader: {
    label: `Cargando ${site.brandName}`,
  },
  search: {
    label: 'Search', // es: Buscar
    placeholder: 'Busca guías y servicios',
    submit: 'Search', // es: Buscar
  },
};
