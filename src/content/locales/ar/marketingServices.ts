import type * as en from '../../marketingServices';
import { projects } from '../../projects';

const photo = (projectId: number) => projects[projectId - 1].image;

/** المجموعة الثانية من الخدمات، على نسخة الصفحة الرئيسية التسويقية: خدمات النمو بعد التأسيس. */
export const marketingServices: typeof en.marketingServices = [
  {
    id: 1,
    serviceName: 'تسويق المحتوى',
    tag: 'المحتوى',
    icon: 'content',
    text: 'مقالات وأدلة ودراسات حالة مكتوبة للمشترين الأمريكيين، ليُعثر على شركتك الجديدة ويُوثق بها من اليوم الأول.',
    image: photo(5),
  },
  {
    id: 2,
    serviceName: 'التسويق عبر وسائل التواصل',
    tag: 'التواصل الاجتماعي',
    icon: 'social',
    text: 'صفحات للشركة وحملات على LinkedIn وInstagram وX، تُنشأ باسم علامتك الأمريكية وتُنشر وفق المناطق الزمنية الأمريكية.',
    image: photo(1),
  },
  {
    id: 3,
    serviceName: 'تطوير التطبيقات',
    tag: 'التطوير',
    icon: 'app',
    text: 'تطبيقات ويب وجوال تُنشر باسم شركتك الأمريكية، مع حسابات على App Store وGoogle Play باسمها.',
    image: photo(2),
  },
  {
    id: 4,
    serviceName: 'تحسين محركات البحث (SEO)',
    tag: 'البحث',
    icon: 'seo',
    text: 'تحسين تقني ومحلي لمحركات البحث، ليظهر عنوانك الأمريكي ورقم هاتفك وخدماتك بصورة متسقة في نتائج البحث.',
    image: photo(3),
  },
  {
    id: 5,
    serviceName: 'إعلانات الدفع مقابل النقرة (PPC)',
    tag: 'الإعلانات',
    icon: 'ppc',
    text: 'حسابات إعلانية على Google وMeta تُدفع ببطاقة شركتك الأمريكية، مع حملات موجَّهة حسب الولاية والمدينة.',
    image: photo(6),
  },
  {
    id: 6,
    serviceName: 'التسويق الرقمي',
    tag: 'الاستراتيجية',
    icon: 'digital',
    text: 'خطة واحدة تربط موقعك وإعلاناتك وبريدك الإلكتروني ومنصات البيع معًا، وتُقاس بالمبيعات التي تجلبها إلى حسابك الأمريكي.',
    image: photo(4),
  },
];
