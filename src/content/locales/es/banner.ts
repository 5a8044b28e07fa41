import type * as en from '../../banner';
import { image } from '../../images';

/** La primera pantalla de cada página de inicio. */
export const banner: typeof en.banner = {
  eyebrow: 'Tu agente de confianza para constituir tu empresa en EE. UU.',
  title: 'Constitución de empresas en EE. UU.',
  text: 'Constituye tu LLC o C-Corp desde cualquier parte del mundo. Nos encargamos del registro estatal, el EIN, el agente registrado, la dirección en EE. UU., el número de teléfono y la cuenta bancaria, para que empieces a vender en Estados Unidos.',
  cta: { label: 'Constituyamos tu empresa', to: '/contact-us' },
  secondaryCta: { label: 'Ver precios', to: '/pricing' },
  image: image(
    'hero',
    '/images/banner/hero.webp',
    'Un globo terráqueo unido por la ruta de un avión a un mapa de Estados Unidos, sobre un horizonte nocturno, con una tarjeta de aprobación bancaria y una tarjeta de débito empresarial',
  ),
};
