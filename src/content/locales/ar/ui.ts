import type * as en from '../../ui';
import { arabicCount } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';

/**
 * كل تسميات الواجهة: الأزرار وتسميات aria والنماذج والإشعارات والرسائل.
 */

export const ui: typeof en.ui = {
  ...shellLabels,
  carousel: {
    pause: 'إيقاف العرض المتحرك مؤقتًا',
    play: 'تشغيل العرض المتحرك',
    previousSlide: 'الشريحة السابقة',
    nextSlide: 'الشريحة التالية',
    previousTestimonial: 'الشهادة السابقة',
    nextTestimonial: 'الشهادة التالية',
    goToSlide: (n: number) => `انتقل إلى الشريحة ${n}`,
    slideOf: (n: number, total: number) => `${n} من ${total}`,
    brandsLabel: 'علامات تجارية تثق بنا',
    pauseBrands: 'إيقاف شعارات العلامات التجارية مؤقتًا',
    playBrands: 'تشغيل شعارات العلامات التجارية',
    testimonialsLabel: 'آراء العملاء',
  },
  notFound: {
    code: '404',
    title: 'عذرًا، لم نعثر على الصفحة!',
    text: 'الصفحة التي تبحث عنها نُقلت أو لم تكن موجودة أصلًا. جرّب الصفحة الرئيسية أو القائمة الرئيسية.',
    backToHome: 'العودة إلى الرئيسية',
    imageAlt: 'بوصلة تشير بعيدًا عن صفحة مفقودة',
  },
  services: {
    whatYouGet: 'ما تتضمنه الخدمة',
    otherServices: 'خدمات أخرى',
    needHelp: 'لست متأكدًا من الخدمة التي تحتاجها؟',
    needHelpText: 'أخبرنا عن نشاطك التجاري وسنوصي لك بالإعداد المناسب.',
    contactUs: 'تواصل معنا',
    readMoreAbout: (title: string) => `اقرأ المزيد عن ${title}`,
    learnMore: 'اعرف المزيد',
    learnMoreAbout: (title: string) => `اعرف المزيد عن ${title}`,
  },
  projects: {
    client: 'العميل',
    location: 'الموقع',
    category: 'الهيكل',
    date: 'التاريخ',
    viewProject: (title: string) => `عرض المشروع: ${title}`,
    facts: 'معلومات المشروع',
    previousProject: 'المشروع السابق',
    nextProject: 'المشروع التالي',
    projectNavigation: 'مزيد من قصص العملاء',
    carouselLabel: 'قصص عملاء مختارة',
    pagination: 'صفحات قصص العملاء',
    page: (n: number) => `الصفحة ${n}`,
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
  },
  team: {
    contactMe: 'تواصل معي',
    projects: 'المشاريع',
    qualifications: 'المؤهلات',
    skills: 'المهارات',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    share: 'مشاركة',
    viewProfile: (name: string) => `عرض الملف الشخصي لـ ${name}`,
  },
  blog: {
    by: 'بقلم',
    postedOn: 'نُشر في',
    aboutAuthor: 'عن الكاتب',
    tags: 'الوسوم',
    share: 'مشاركة',
    previousPost: 'المقال السابق',
    nextPost: 'المقال التالي',
    commentsHeading: (count: number, title: string) =>
      `${arabicCount(count, { one: 'تعليق واحد', two: 'تعليقان', few: 'تعليقات', many: 'تعليقًا', other: 'تعليق' })} على «${title}»`,
    noComments: 'لا توجد تعليقات بعد. كن أول من يشارك تجربته أدناه.',
    reply: 'الرد',
    replyTo: (name: string) => `الرد على ${name}`,
    leaveComment: 'اترك تعليقًا',
    authorProfile: 'عرض الملف الشخصي',
    readMore: 'اقرأ المزيد',
    readMoreAbout: (title: string) => `اقرأ المزيد: ${title}`,
    postsHeading: 'أحدث الأدلة',
    postNavigation: 'مزيد من المقالات',
    pagination: 'صفحات المدونة',
    page: (n: number) => `الصفحة ${n}`,
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    filters: {
      showing: (count: number) => `عرض ${arabicCount(count, { one: 'مقال واحد', two: 'مقالين', few: 'مقالات', many: 'مقالًا', other: 'مقال' })} عن`,
      search: 'بحث',
      category: 'التصنيف',
      tag: 'الوسم',
      month: 'الأرشيف',
      clear: 'عرض كل المقالات',
      noMatch: 'لا توجد مقالات تطابق عوامل التصفية. جرّب بحثًا آخر أو تصفّح كل المقالات.',
    },
    sidebar: {
      label: 'الشريط الجانبي للمدونة',
      search: 'بحث',
      searchLabel: 'ابحث في المقالات',
      searchPlaceholder: 'ابحث حسب العنوان',
      searchSubmit: 'ابحث في المقالات',
      recentPosts: 'أحدث المقالات',
      categories: 'التصنيفات',
      gallery: 'معرض الصور',
      archives: 'الأرشيف',
      social: 'تابعنا',
      tags: 'الوسوم',
    },
  },
  share: {
    label: 'مشاركة',
    on: (network: string) => `شارك على ${network}`,
    networks: { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook' },
    copyLink: 'نسخ الرابط',
    linkCopied: 'تم نسخ الرابط',
  },
  pricing: {
    plansLabel: 'فئات الباقات',
    billingPeriod: 'فترة الفوترة',
    monthly: 'شهري',
    yearly: 'سنوي',
    popular: 'الأكثر طلبًا',
    onRequest: 'عند الطلب',
    planFeatures: (name: string) => `مزايا باقة ${name}`,
    refundTerms: 'شروط الاسترداد',
  },
  video: {
    play: 'تشغيل الفيديو',
    close: 'إغلاق الفيديو',
    dialogTitle: 'كيف تعمل الخدمة',
    unsupported: 'متصفحك لا يستطيع تشغيل هذا الفيديو.',
  },
  progress: {
    valueText: (title: string, value: number) => `${title}: ${value}%`,
  },
  faq: {
    label: 'الأسئلة الشائعة',
  },
  forms: {
    required: 'مطلوب',
    contact: {
      name: 'اسمك',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      comments: 'كيف يمكننا مساعدتك؟',
      commentsPlaceholder: 'بلدك، ونشاطك التجاري، وما تحتاجه في الولايات المتحدة',
      submit: 'أرسل الرسالة',
      submitting: 'جارٍ الإرسال...',
      honeypot: 'اترك هذا الحقل فارغًا',
      nameRequired: 'يُرجى إدخال اسمك.',
      emailRequired: 'يُرجى إدخال بريدك الإلكتروني.',
      emailInvalid: 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
      phoneRequired: 'يُرجى إدخال رقم هاتفك.',
      phoneInvalid: 'استخدم من 5 إلى 15 رقمًا؛ ويمكنك استخدام المسافات و+ ( ) - .',
      commentsRequired: 'يُرجى إخبارنا كيف يمكننا مساعدتك.',
      tooLong: (max: number, length: number) => `النص طويل جدًا: عدد الأحرف ${length}، والحد الأقصى ${max}.`,
      charactersUsed: (length: number, max: number) => `عدد الأحرف: ${length} من ${max}`,
      planInterest: (plan: string) => `أنا مهتم بباقة ${plan}.`,
    },
    comment: {
      name: 'اسمك',
      email: 'البريد الإلكتروني',
      comment: 'تعليقك',
      submit: 'انشر التعليق',
    },
    newsletter: {
      email: 'البريد الإلكتروني',
      placeholder: 'بريدك الإلكتروني',
      submit: 'اشترك',
    },
  },
  inquiry: {
    success: 'تم إرسال النموذج بنجاح!',
    failure: 'تعذّر إرسال النموذج. يُرجى المحاولة مرة أخرى.',
    unexpected: 'حدث خطأ غير متوقع.',
  },
  footer: {
    contactTitle: 'اتصل بنا',
    addressTitle: 'العنوان',
    phoneTitle: 'الهاتف',
    rights: 'جميع الحقوق محفوظة.',
    footerNav: 'تذييل الصفحة',
  },
};

export type UiLabels = typeof ui;

/** The blog sidebar's labels, with the new-tab hint its social links need. */
export const blogSidebarLabels: typeof en.blogSidebarLabels = { ...ui.blog.sidebar, opensInNewTab: ui.common.opensInNewTab };

/** A post's labels, with its share links captioned like the rest of the blog. */
export const blogPostLabels: typeof en.blogPostLabels = { ...ui.blog, share: { ...ui.share, label: ui.blog.share } };

/** The comment form's fields, heading and thank-you toast. */
export const commentFormLabels: typeof en.commentFormLabels = { ...ui.forms.comment, heading: ui.blog.leaveComment, thanks: ui.toasts.comment };

/** Shortcuts for the app shell. */
export const toastLabels: typeof en.toastLabels = shellLabels.toasts;
export const notFoundLabels: typeof en.notFoundLabels = ui.notFound;
