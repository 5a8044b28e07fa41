import type * as en from '../../site';
import type { PhoneNumber } from '../../../types/content';
import { env, pick } from '../../env';

/** '+1 (212) 555-0147' -> { display, href: 'tel:+12125550147' } */
export function toPhoneNumber(display: string): PhoneNumber {
  const digits = display.replace(/[^\d+]/g, '');
  return { display, href: `tel:${digits}` };
}

const brandName = pick(env.VITE_BRAND_NAME, 'StarBridge Formation');
const tablePrefix = pick(env.VITE_TABLE_PREFIX, 'starbridge');
const addressLines = pick(env.VITE_ADDRESS, '99 Wall Street, Suite 1200|New York, NY 10005')
  .split('|')
  .map((line) => line.trim())
  .filter(Boolean);

/** Configuración de la marca: los mismos valores y variables VITE_ que en inglés; solo cambia el texto SEO. */
export const site: typeof en.site = {
  brandName,
  tablePrefix,
  inquiriesTable: `${tablePrefix}_inquiries`,
  emails: {
    general: pick(env.VITE_EMAIL_GENERAL, 'hello@starbridge.example'),
    support: pick(env.VITE_EMAIL_SUPPORT, 'support@starbridge.example'),
    agent: pick(env.VITE_EMAIL_AGENT, 'agent@starbridge.example'),
    billing: pick(env.VITE_EMAIL_BILLING, 'billing@starbridge.example'),
  },
  phone: toPhoneNumber(pick(env.VITE_PHONE, '+1 (212) 555-0147')),
  address: { lines: addressLines, full: addressLines.join(', ') },
  siteUrl: pick(env.VITE_SITE_URL, 'https://starbridge.example').replace(/\/+$/, ''),
  portalSignInUrl: pick(env.VITE_PORTAL_URL, 'https://portal.starbridge.example/sign-in'),
  seo: {
    title: `${brandName} | TU AGENTE DE CONFIANZA PARA CONSTITUIR TU EMPRESA EN EE. UU.`,
    description:
      'Constituye y gestiona una empresa en EE. UU. desde cualquier lugar: registro de tu LLC o C-Corp en tan solo 24 horas, EIN, agente registrado, dirección virtual y número de teléfono en EE. UU., cuenta bancaria empresarial y declaraciones ante el IRS para fundadores que no residen en Estados Unidos.',
  },
};

/** Dominio del buzón general, con el que se forman las direcciones del equipo. */
export const emailDomain = site.emails.general.split('@')[1] ?? 'starbridge.example';
