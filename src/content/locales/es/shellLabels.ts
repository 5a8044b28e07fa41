import type * as en from '../../shellLabels';
import { site } from './site';

/*
 * Lo que muestra cada página antes de cualquier sección: encabezado, panel de contacto, indicador de
 * carga, avisos y botón para volver arriba.
 */
export const shellLabels: typeof en.shellLabels = {
  header: {
    mainNavigation: 'Navegación principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
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
    address: 'Dirección',
    email: 'Correo',
    phone: 'Teléfono',
  },
  common: {
    readMore: 'Leer más',
    backToTop: 'Volver arriba',
    home: 'Inicio',
    breadcrumb: 'Ruta de navegación',
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
  },
};
