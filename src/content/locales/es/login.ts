import type * as en from '../../login';
import { site } from '../../site';

/** La página /login: el portal de clientes está en su propio dominio, así que esta página solo lleva hasta él. */
export const loginPage: typeof en.loginPage = {
  heading: {
    eyebrow: 'Portal de clientes',
    title: 'Inicia sesión en tu portal de clientes',
    text: 'Tus documentos de constitución, la carta de tu EIN, los escaneos de tu correo y tus próximos vencimientos están en el portal de clientes. Se abre en su propio sitio seguro, en una pestaña nueva.',
  },
  portal: { label: 'Iniciar sesión', to: site.portalSignInUrl },
  portalIncludes: {
    title: 'En tu portal',
    items: [
      'Documentos de constitución sellados y acuerdo operativo',
      'Carta de confirmación del EIN',
      'Escaneos de cada carta que llega a tu dirección en EE. UU.',
      'Vencimientos estatales y del IRS de tu empresa',
    ],
  },
  help: {
    title: '¿Problemas para iniciar sesión?',
    text: 'Escribe a nuestro equipo de soporte y te ayudaremos a recuperar el acceso, por lo general en un día hábil.',
    email: site.emails.support,
    contact: { label: 'Contáctanos', to: '/contact-us' },
  },
  newClient: {
    title: `¿Primera vez con ${site.brandName}?`,
    text: 'Tu cuenta del portal se crea cuando pides tu primer servicio. Compara los planes para empezar.',
    cta: { label: 'Comparar planes', to: '/pricing' },
  },
};
