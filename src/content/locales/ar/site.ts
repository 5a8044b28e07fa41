import type * as en from '../../site';
import { siteFacts } from '../../siteFacts';

export { emailDomain, toPhoneNumber } from '../../siteFacts';

/** إعدادات العلامة التجارية؛ كل قيمة تقبل التجاوز بمتغير VITE_ كما في النسخة الإنجليزية. */
export const site: typeof en.site = {
  ...siteFacts,
  seo: {
    title: `${siteFacts.brandName} | وكيلك الموثوق لتأسيس شركتك في الولايات المتحدة`,
    description:
      'أسِّس شركتك الأمريكية وأدِرها من أي مكان في العالم: تسجيل شركة LLC أو C\u2011Corp خلال 24 ساعة فقط، ورقم EIN، ووكيل مسجَّل، وعنوان افتراضي ورقم هاتف أمريكيان، وحساب بنكي تجاري، وتقديم الإقرارات الضريبية إلى IRS، لروّاد الأعمال المقيمين خارج الولايات المتحدة.',
  },
};
