import type * as en from '../../login';
import { site } from '../../site';

/** The /login page: the client portal lives on its own host, so this page only leads there. */
export const loginPage: typeof en.loginPage = {
  heading: {
    eyebrow: 'بوابة العملاء',
    title: 'سجّل الدخول إلى بوابة العملاء',
    text: 'تجد في بوابة العملاء مستندات تأسيس شركتك، وخطاب رقم EIN، والنسخ الممسوحة من بريدك، ومواعيدك القادمة. تُفتح البوابة على موقعها الآمن الخاص في علامة تبويب جديدة.',
  },
  portal: { label: 'تسجيل الدخول', to: site.portalSignInUrl },
  portalIncludes: {
    title: 'في بوابتك',
    items: [
      'مستندات التأسيس المختومة واتفاقية التشغيل',
      'خطاب تأكيد رقم EIN',
      'نسخ ممسوحة من كل رسالة تصل إلى عنوانك الأمريكي',
      'مواعيد الولاية ومصلحة الضرائب الأمريكية (IRS) الخاصة بشركتك',
    ],
  },
  help: {
    title: 'تواجه مشكلة في تسجيل الدخول؟',
    text: 'راسل فريق الدعم لدينا وسنساعدك على استعادة الوصول، عادةً خلال يوم عمل واحد.',
    email: site.emails.support,
    contact: { label: 'تواصل معنا', to: '/contact-us' },
  },
  newClient: {
    title: `جديد على ${site.brandName}؟`,
    text: 'يُنشأ حسابك في البوابة عند طلب خدمتك الأولى. قارن الباقات لتبدأ.',
    cta: { label: 'قارن الباقات', to: '/pricing' },
  },
};
