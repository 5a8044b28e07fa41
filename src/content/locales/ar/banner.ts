import type * as en from '../../banner';
import { image } from '../../images';

/** The first screen of every home page. */
export const banner: typeof en.banner = {
  eyebrow: 'وكيلك الموثوق لتأسيس الشركات في الولايات المتحدة',
  title: 'تأسيس الشركات في الولايات المتحدة',
  text: 'أسِّس شركتك ذات المسؤولية المحدودة (LLC) أو شركة المساهمة (C\u2011Corp) من أي مكان في العالم. نتولّى عنك الإيداع لدى الولاية، ورقم EIN، والوكيل المسجَّل، والعنوان الأمريكي، ورقم الهاتف، والحساب البنكي، لتبدأ البيع في الولايات المتحدة.',
  cta: { label: 'لنؤسس شركتك', to: '/contact-us' },
  secondaryCta: { label: 'اطّلع على الأسعار', to: '/pricing' },
  image: image(
    'hero',
    '/images/banner/hero.webp',
    'كرة أرضية يصلها مسار طيران بخريطة الولايات المتحدة فوق أفق مدينة ليلًا، مع بطاقة موافقة بنكية وبطاقة خصم تجارية',
  ),
};
