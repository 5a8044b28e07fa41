import type * as en from '../../site';
import { env, pick } from '../../env';

/** '+1 (212) 555-0147' -> { display, href: 'tel:+12125550147' } */
export const toPhoneNumber: typeof en.toPhoneNumber = (display) => {
  const digits = display.replace(/[^\d+]/g, '');
  return { display, href: `tel:${digits}` };
};

const brandName = pick(env.VITE_BRAND_NAME, 'StarBridge Formation');
const tablePrefix = pick(env.VITE_TABLE_PREFIX, 'starbridge');
// A postal address: written as the US post office reads it.
const addressLines = pick(env.VITE_ADDRESS, '99 Wall Street, Suite 1200|New York, NY 10005')
  .split('|')
  .map((line) => line.trim())
  .filter(Boolean);

/** إعدادات العلامة التجارية؛ كل قيمة تقبل التجاوز بمتغير VITE_ كما في النسخة الإنجليزية. */
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
    title: `${brandName} | وكيلك الموثوق لتأسيس شركتك في الولايات المتحدة`,
    description:
      'أسِّس شركتك الأمريكية وأدِرها من أي مكان في العالم: تسجيل شركة LLC أو C\u2011Corp خلال 24 ساعة فقط، ورقم EIN، ووكيل مسجَّل، وعنوان افتراضي ورقم هاتف أمريكيان، وحساب بنكي تجاري، وتقديم الإقرارات الضريبية إلى IRS، لروّاد الأعمال المقيمين خارج الولايات المتحدة.',
  },
};

/** Domain of the general mailbox, used to build staff addresses. */
export const emailDomain: typeof en.emailDomain = site.emails.general.split('@')[1] ?? 'starbridge.example';
