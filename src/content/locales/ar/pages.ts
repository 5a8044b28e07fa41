import type * as en from '../../pages';
import { site } from './site';

export type PageKey = en.PageKey;
export type PageMeta = en.PageMeta;

/** Document title of an inner page: 'الأسعار | StarBridge Formation'. Home uses site.seo.title. */
export const documentTitle: typeof en.documentTitle = (title: string) => `${title} | ${site.brandName}`;

const blogDescription = 'أدلة للمؤسسين غير المقيمين في الولايات المتحدة عن التأسيس والحسابات البنكية والضرائب.';

export const pages: typeof en.pages = {
  home: { title: site.seo.title, description: site.seo.description },
  services: {
    title: 'خدماتنا',
    description: 'تسجيل الشركات، والخدمات المصرفية عبر الإنترنت، ورقم EIN، والعنوان الافتراضي، والإقرارات الضريبية لدى IRS، ورقم هاتف أمريكي، للمؤسسين المقيمين خارج الولايات المتحدة.',
  },
  serviceDetails: {
    title: 'تفاصيل الخدمة',
    description: 'ما تتضمنه الخدمة، وكيف تعمل، وما الذي تتسلّمه.',
  },
  projects: {
    title: 'قصص العملاء',
    description: 'كيف أسّس مؤسسون من لشبونة إلى أوساكا شركاتهم الأمريكية وأداروها معنا.',
  },
  projectDetails: {
    title: 'تفاصيل المشروع',
    description: 'الهيكل الذي أعددناه، والمشكلة التي حلّها، والنتيجة.',
  },
  team: {
    title: 'فريقنا',
    description: 'تعرّف على المساعدين القانونيين وأخصائيي الامتثال وخبراء الضرائب الذين يقفون وراء شركتك الأمريكية.',
  },
  teamDetails: {
    title: 'تفاصيل عضو الفريق',
    description: 'الخلفية والمؤهلات وطريقة التواصل مع أحد أعضاء فريقنا.',
  },
  about: {
    title: 'من نحن',
    description: `لماذا وُجدت ${site.brandName}، وكيف نساعد المؤسسين المقيمين خارج الولايات المتحدة على تأسيس شركة أمريكية وإدارتها.`,
  },
  pricing: {
    title: 'الأسعار',
    description: 'أسعار شفافة لتأسيس الشركات وصندوق البريد ورقم الهاتف الأمريكي وباقات الخدمات المصرفية عبر الإنترنت.',
  },
  contact: {
    title: 'تواصل معنا',
    description: 'أخبرنا عن نشاطك التجاري وسنوصي لك بالهيكل والولاية المناسبين في الولايات المتحدة.',
  },
  login: {
    title: 'الدخول',
    description: 'سجّل الدخول إلى بوابة العملاء للاطلاع على مستنداتك ونسخ بريدك الممسوحة ومواعيدك النهائية.',
  },
  blogStandard: { title: 'المدونة', description: blogDescription },
  blogWithSidebar: { title: 'المدونة', description: blogDescription },
  blog2Column: { title: 'المدونة', description: blogDescription },
  blog3Column: { title: 'شبكة المدونة', description: blogDescription },
  blogSingle: { title: 'تفاصيل المقال', description: 'دليل للمؤسسين من فريقنا.' },
  costs: {
    title: 'حاسبة التكاليف',
    description: 'كم تكلّف شركة LLC أو C\u2011Corp أمريكية عامًا بعام في وايومنغ وديلاوير ونيو مكسيكو وست ولايات أخرى، مع مصدر وتاريخ لكل رسم من رسوم الولايات.',
  },
  refunds: {
    title: 'الاسترداد والإلغاء',
    description: 'ما الذي نردّه، وحتى متى، وكيف، وما الذي لا يمكننا ردّه بعد الإيداع، وكيف تُلغي باقة شهرية.',
  },
  notFound: { title: 'الصفحة غير موجودة', description: 'الصفحة التي تبحث عنها غير موجودة.' },
};
