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

/** Configuração da marca (mesmos valores e variáveis VITE_ do inglês; só o texto de SEO muda). */
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
    title: `${brandName} | SEU AGENTE DE CONFIANÇA PARA ABRIR EMPRESA NOS EUA`,
    description:
      'Abra e administre uma empresa nos EUA de qualquer lugar do mundo: registro de LLC ou C-Corp em apenas 24 horas, EIN, agente registrado, endereço virtual e número de telefone nos EUA, conta bancária empresarial e declaração ao IRS para fundadores que não moram nos EUA.',
  },
};

/** Domínio da caixa de e-mail geral, usado para montar os endereços da equipe. */
export const emailDomain: typeof en.emailDomain = site.emails.general.split('@')[1] ?? 'starbridge.example';
