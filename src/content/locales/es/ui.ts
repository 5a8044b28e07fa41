import type * as en from '../../ui';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';

/** Todas las etiquetas de la interfaz: botones, etiquetas ARIA, campos de formulario, avisos y mensajes. */

export const ui: typeof en.ui = {
  ...shellLabels,
  carousel: {
    pause: 'Pausar carrusel',
    play: 'Reproducir carrusel',
    previousSlide: 'Diapositiva anterior',
    nextSlide: 'Diapositiva siguiente',
    previousTestimonial: 'Testimonio anterior',
    nextTestimonial: 'Testimonio siguiente',
    goToSlide: (n: number) => `Ir a la diapositiva ${n}`,
    slideOf: (n: number, total: number) => `${n} de ${total}`,
    brandsLabel: 'Marcas que confían en nosotros',
    pauseBrands: 'Pausar logotipos de marcas',
    playBrands: 'Reproducir logotipos de marcas',
    testimonialsLabel: 'Testimonios',
  },
  notFound: {
    code: '404',
    title: '¡Lo sentimos, no encontramos la página!',
    text: 'La página que buscas se movió o nunca existió. Prueba con la página de inicio o con el menú principal.',
    backToHome: 'Volver al inicio',
    imageAlt: 'Una brújula que apunta lejos de una página que falta',
  },
  services: {
    whatYouGet: 'Qué incluye',
    otherServices: 'Otros servicios',
    needHelp: '¿No sabes qué servicio necesitas?',
    needHelpText: 'Cuéntanos sobre tu negocio y te recomendaremos la configuración adecuada.',
    contactUs: 'Contáctanos',
    readMoreAbout: (title: string) => `Leer más sobre ${title}`,
    learnMore: 'Más información',
    learnMoreAbout: (title: string) => `Más información sobre ${title}`,
  },
  projects: {
    client: 'Cliente',
    location: 'Ubicación',
    category: 'Estructura',
    date: 'Fecha',
    viewProject: (title: string) => `Ver proyecto: ${title}`,
    facts: 'Datos del proyecto',
    previousProject: 'Proyecto anterior',
    nextProject: 'Proyecto siguiente',
    projectNavigation: 'Más historias de clientes',
    carouselLabel: 'Historias de clientes destacadas',
    pagination: 'Páginas de historias de clientes',
    page: (n: number) => `Página ${n}`,
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
  },
  team: {
    contactMe: 'Contáctame',
    projects: 'Proyectos',
    qualifications: 'Formación',
    skills: 'Habilidades',
    email: 'Correo',
    phone: 'Teléfono',
    share: 'Compartir',
    viewProfile: (name: string) => `Ver el perfil de ${name}`,
  },
  blog: {
    by: 'Por',
    postedOn: 'Publicado el',
    aboutAuthor: 'Sobre el autor',
    tags: 'Etiquetas',
    share: 'Compartir',
    previousPost: 'Artículo anterior',
    nextPost: 'Artículo siguiente',
    commentsHeading: (count: number, title: string) => `${plural('es', count, { one: '1 comentario', other: (n) => `${n} comentarios` })} en \u201c${title}\u201d`,
    noComments: 'Aún no hay comentarios. Sé la primera persona en compartir tu experiencia aquí abajo.',
    reply: 'Responder',
    replyTo: (name: string) => `Responder a ${name}`,
    leaveComment: 'Deja un comentario',
    authorProfile: 'Ver perfil',
    readMore: 'Leer más',
    readMoreAbout: (title: string) => `Leer más: ${title}`,
    postsHeading: 'Guías recientes',
    postNavigation: 'Más artículos',
    pagination: 'Páginas del blog',
    page: (n: number) => `Página ${n}`,
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    filters: {
      showing: (count: number) => `Mostrando ${plural('es', count, { one: '1 artículo', other: (n) => `${n} artículos` })} para`,
      search: 'Búsqueda',
      category: 'Categoría',
      tag: 'Etiqueta',
      month: 'Archivo',
      clear: 'Ver todos los artículos',
      noMatch: 'Ningún artículo coincide con tus filtros. Prueba otra búsqueda o explora todos los artículos.',
    },
    sidebar: {
      label: 'Barra lateral del blog',
      search: 'Buscar',
      searchLabel: 'Buscar artículos',
      searchPlaceholder: 'Buscar por título',
      searchSubmit: 'Buscar artículos',
      recentPosts: 'Artículos recientes',
      categories: 'Categorías',
      gallery: 'Galería',
      archives: 'Archivo',
      social: 'Síguenos',
      tags: 'Etiquetas',
    },
  },
  share: {
    label: 'Compartir',
    on: (network: string) => `Compartir en ${network}`,
    networks: { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook' },
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado',
  },
  pricing: {
    plansLabel: 'Categorías de planes',
    billingPeriod: 'Periodo de facturación',
    monthly: 'Mensual',
    yearly: 'Anual',
    popular: 'El más elegido',
    onRequest: 'A consultar',
    planFeatures: (name: string) => `Qué incluye el plan ${name}`,
    refundTerms: 'Condiciones de reembolso',
  },
  video: {
    play: 'Reproducir video',
    close: 'Cerrar video',
    dialogTitle: 'Cómo funciona',
    unsupported: 'Tu navegador no puede reproducir este video.',
  },
  progress: {
    valueText: (title: string, value: number) => `${title}: ${value}%`,
  },
  faq: {
    label: 'Preguntas frecuentes',
  },
  forms: {
    required: 'Obligatorio',
    contact: {
      name: 'Tu nombre',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      comments: '¿Cómo podemos ayudarte?',
      commentsPlaceholder: 'Tu país, tu negocio y lo que necesitas en EE. UU.',
      submit: 'Enviar mensaje',
      submitting: 'Enviando…',
      honeypot: 'Deja este campo vacío',
      nameRequired: 'Escribe tu nombre.',
      emailRequired: 'Escribe tu correo electrónico.',
      emailInvalid: 'Escribe un correo electrónico como nombre@ejemplo.com.',
      phoneRequired: 'Escribe tu número de teléfono.',
      phoneInvalid: 'Usa de 5 a 15 dígitos; puedes incluir espacios y + ( ) - .',
      commentsRequired: 'Cuéntanos cómo podemos ayudarte.',
      tooLong: (max: number, length: number) => `Demasiado largo: ${length} caracteres. Usa como máximo ${max}.`,
      charactersUsed: (length: number, max: number) => `${length} de ${max} caracteres`,
      planInterest: (plan: string) => `Me interesa el plan ${plan}.`,
    },
    comment: {
      name: 'Tu nombre',
      email: 'Correo electrónico',
      comment: 'Tu comentario',
      submit: 'Publicar comentario',
    },
    newsletter: {
      email: 'Correo electrónico',
      placeholder: 'Tu correo electrónico',
      submit: 'Suscribirme',
    },
  },
  inquiry: {
    success: '¡Formulario enviado con éxito!',
    failure: 'No se pudo enviar el formulario. Inténtalo de nuevo.',
    unexpected: 'Ocurrió un error inesperado.',
  },
  footer: {
    contactTitle: 'Contacto',
    addressTitle: 'Dirección',
    phoneTitle: 'Teléfono',
    rights: 'Todos los derechos reservados.',
    footerNav: 'Pie de página',
  },
};

export type UiLabels = typeof ui;

/** Las etiquetas de la barra lateral del blog, con el aviso de pestaña nueva de sus enlaces sociales. */
export const blogSidebarLabels: typeof en.blogSidebarLabels = { ...ui.blog.sidebar, opensInNewTab: ui.common.opensInNewTab };

/** Las etiquetas de un artículo, con los enlaces para compartir rotulados como el resto del blog. */
export const blogPostLabels: typeof en.blogPostLabels = { ...ui.blog, share: { ...ui.share, label: ui.blog.share } };

/** Los campos del formulario de comentarios, su título y el aviso de agradecimiento. */
export const commentFormLabels: typeof en.commentFormLabels = { ...ui.forms.comment, heading: ui.blog.leaveComment, thanks: ui.toasts.comment };

/** Atajos para la estructura de la aplicación. */
export const toastLabels: typeof en.toastLabels = shellLabels.toasts;
export const notFoundLabels: typeof en.notFoundLabels = ui.notFound;
