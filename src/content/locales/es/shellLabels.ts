import type * as en from '../../shellLabels';
import { site } from './site';

/*
 * Lo que muestra cada página antes de cualquier sección: encabezado, panel de contacto, indicador de
 * carga, avisos y botón para volver arriba.
 */
export const shellLabels: typeof en.shellLabels = {
  header: {
    home: 'Inicio',
    mainNav: 'Navegación principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    openSearch: 'Abrir búsqueda',
    closeSearch: 'Cerrar búsqueda',
    search: 'Buscar',
    searchPlaceholder: 'Busca guías y servicios',
    openContactPanel: 'Abrir panel de contacto',
    closeContactPanel: 'Cerrar panel de contacto',
    contactPanelTitle: 'Ponte en contacto',
    signIn: 'Iniciar sesión',
    login: 'Acceso',
    freeTrial: 'Prueba gratis',
    toLightScheme: 'Cambiar al tema claro',
    toDarkScheme: 'Cambiar al tema oscuro',
    language: 'Idioma',
    addressHeading: 'Dirección',
    emailHeading: 'Correo',
    phoneHeading: 'Teléfono',
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
};
