import type * as en from '../../shellLabels';
import { site } from './site';

/*
 * Lo que muestra cada página antes de cualquier sección: encabezado, panel de contacto, indicador de
 * carga, avisos y botón para volver arriba.
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
    login: 'Acceso',
    freeTrial: 'Prueba gratis',
    switchToDark: 'Cambiar al tema oscuro',
    switchToLight: 'Cambiar al tema claro',
    language: 'Idioma',
  },
  contactPanel: {
    title: 'Ponte en contacto',
    text: '¿Tienes preguntas antes de hacer tu pedido? Nuestro equipo de Nueva York responde cada mensaje.',
    address: 'Dirección',
    email: 'Correo',
    phone: 'Teléfono',
  },
  common: {
    readMore: 'Leer más',
    learnMore: 'Más información',
    viewDetails: 'Ver detalles',
    backToHome: 'Volver al inicio',
    backToTop: 'Volver arriba',
    home: 'Inicio',
    breadcrumb: 'Ruta de navegación',
    loading: 'Cargando',
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
    label: 'Buscar',
    placeholder: 'Busca guías y servicios',
    submit: 'Buscar',
  },
};
