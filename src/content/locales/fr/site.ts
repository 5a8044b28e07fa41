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

/**
 * Configuration de la marque, comme ../../site.ts (mêmes variables VITE_), avec le titre et la
 * description de référencement en français. L’adresse postale américaine reste telle quelle.
 */
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
    title: `${brandName} | VOTRE AGENT DE CONFIANCE POUR CRÉER VOTRE SOCIÉTÉ AUX ÉTATS-UNIS`,
    description:
      'Créez et gérez une société américaine où que vous soyez\u00a0: immatriculation de LLC ou de C-Corp dès 24 heures, EIN, agent enregistré, adresse virtuelle et numéro de téléphone aux États-Unis, compte bancaire professionnel et déclarations fiscales à l’IRS pour les fondateurs non résidents.',
  },
};

/** Domaine de la boîte générale, pour construire les adresses de l’équipe. */
export const emailDomain: typeof en.emailDomain = site.emails.general.split('@')[1] ?? 'starbridge.example';
