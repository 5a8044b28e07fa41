import type * as en from '../../home';
import { usd } from '../../../platform/format';
import { image } from '../../images';
import { brandFilm } from './images';

// Kept in a module of its own: the banner is the one home section the first screen's script carries.
export { banner } from '../../banner';

export const packages: typeof en.packages = [
  {
    id: 1,
    title: 'الباقة الشاملة',
    icon: 'package',
    text: 'طلب واحد يغطي كل ما تحتاجه شركة أمريكية جديدة لتبدأ نشاطها التجاري.',
    items: ['التأسيس خلال 24 إلى 48 ساعة', 'إعداد الحساب البنكي', 'عنوان افتراضي أمريكي', 'رقم هاتف أمريكي'],
  },
  {
    id: 2,
    title: 'دعم مدى الحياة',
    icon: 'support',
    text: 'دعم مخصص مدى الحياة للإجابة عن أسئلتك، ما دامت شركتك قائمة.',
    items: ['جهة اتصال محددة تعرف شركتك', 'تذكير قبل كل موعد نهائي للولاية وIRS', 'إجابات واضحة عن الحسابات البنكية والضرائب والامتثال'],
  },
];

export const servicesSection: typeof en.servicesSection = {
  eyebrow: 'خدماتنا',
  title: 'توسَّع عالميًا: أسِّس شركتك الأمريكية اليوم',
  text: 'ست خدمات وفريق واحد: من التسجيل خلال 24 ساعة فقط إلى إقرارك السنوي لدى IRS.',
};

/** The "Plan your company" band under the services: the free planning tools. */
export const planYourCompany: typeof en.planYourCompany = {
  heading: {
    eyebrow: 'خطّط لشركتك',
    title: 'إجابات قبل أن تدفع',
    text: 'أي ولاية تختار، وكم تكلّف على مر السنين، وهل تُقبل دولتك، وما المستحق ومتى: مجانًا، مع التواريخ والمصادر.',
  },
  tools: [
    {
      id: 'costs',
      title: 'حاسبة التكاليف',
      text: 'رسوم الولاية وضرائبها عامًا بعام في تسع ولايات جنبًا إلى جنب، مع حساب ضريبة الامتياز في ديلاوير بالطريقتين.',
      cta: { label: 'قارن تكاليف الولايات', to: '/costs' },
    },
    {
      id: 'eligibility',
      title: 'فحص الدولة',
      text: 'هل تقبل البنوك وStripe وخدماتنا المؤسسين المقيمين في دولتك أو الحاملين لجنسيتها.',
      cta: { label: 'افحص دولتك', to: '/eligibility' },
    },
    {
      id: 'calendar',
      title: 'تقويم الامتثال',
      text: `كل تقرير للولاية وكل إقرار لدى IRS مستحق على شركتك، مع موعده، بما في ذلك النموذج Form 5472 وغرامته البالغة ${usd(25000, 'ar')}.`,
      cta: { label: 'اطّلع على مواعيدك', to: '/compliance-calendar' },
    },
  ],
};

export const dutiesSection: typeof en.dutiesSection = {
  eyebrow: 'كيف نعمل',
  title: 'مسؤوليات الوكيل المسجَّل',
  text: 'يجب على كل شركة أمريكية أن تحتفظ بوكيل مسجَّل في ولايتها. وإليك ما نقوم به لشركتك.',
};

export const whyChooseUs: typeof en.whyChooseUs = {
  heading: {
    eyebrow: 'لماذا تختارنا',
    title: 'خدمات صُمّمت للمؤسسين المقيمين خارج الولايات المتحدة',
    text: 'أسعار شاملة وشفافة ومعقولة، مع إرشاد من خبراء في كل خطوة.',
  },
  points: [
    { id: 1, title: 'لا زيارة للولايات المتحدة ولا SSN', text: 'يتم كل شيء عبر الإنترنت بجواز سفرك: التأسيس ورقم EIN والحساب البنكي.' },
    { id: 2, title: 'أسعار شفافة', text: 'سعر واحد في صفحة الأسعار، مع عرض رسوم الولاية قبل أن تدفع. لا مفاجآت عند التجديد.' },
    { id: 3, title: 'خبراء في قواعد غير المقيمين', text: 'يعمل فريقنا والمحاسبون القانونيون الشركاء مع الشركات المملوكة لأجانب فقط.' },
    { id: 4, title: 'فريق واحد لكل شيء', text: 'التسجيل والحساب البنكي والعنوان والهاتف والإقرارات الضريبية، مع جهة اتصال واحدة تعرف ملفك.' },
  ],
  cta: { label: 'قارن الباقات', to: '/pricing' },
};

export const testimonialsSection: typeof en.testimonialsSection = {
  eyebrow: 'ماذا يقول عملاؤنا',
  title: 'مؤسسون حول العالم يديرون شركاتهم الأمريكية معنا',
};

export const experienceSection: typeof en.experienceSection = {
  heading: {
    eyebrow: 'تجربتنا الرقمية',
    title: 'نقود أفضل وكالة رقمية في المدينة',
    text: 'التأسيس مجرد البداية. نبقى معك مع نمو شركتك، من الفاتورة الأولى إلى الإقرار السنوي.',
  },
  sellingPoints: [
    {
      id: 1,
      title: 'فريق محترف',
      icon: 'staff',
      text: 'مساعدون قانونيون وأخصائيو امتثال ومحاسبون قانونيون شركاء يعملون مع المؤسسين غير المقيمين كل يوم.',
    },
    {
      id: 2,
      title: 'ضمان الرضا',
      icon: 'guarantee',
      figure: '100',
      figureSuffix: '%',
      text: 'نواصل العمل حتى تُعتمد شركتك، وتُفتح حساباتك، ويصبح كل مستند صحيحًا.',
    },
    {
      id: 3,
      title: 'من الفكرة إلى الحل',
      icon: 'idea',
      text: 'أخبرنا بما تريد بناءه، ونُعِدّ لك الهيكل والحسابات والأدوات التي تناسبه.',
    },
  ],
};

export const faqSection: typeof en.faqSection = {
  eyebrow: 'الأسئلة الشائعة',
  title: 'أول ما يسأل عنه المؤسسون',
};

export const brandBand: typeof en.brandBand = {
  text: 'موضع ثقة 180 ألف علامة تجارية حول العالم',
  background: image(
    'band',
    '/images/brand-band/background.webp',
    'منظر مسائي للحي المالي في نيويورك وأضواء المكاتب مضاءة',
  ),
  film: brandFilm,
};

export const portfolioSection: typeof en.portfolioSection = {
  eyebrow: 'قصص العملاء',
  title: 'شركات ساعدناها على التوسع إلى الولايات المتحدة',
};

export const teamSection: typeof en.teamSection = {
  eyebrow: 'فريقنا',
  title: 'الأشخاص وراء شركتك الأمريكية',
};

export const blogSection: typeof en.blogSection = {
  eyebrow: 'أدلة المؤسسين',
  title: 'تعلّم قبل أن تؤسس',
};

export const marketingServicesSection: typeof en.marketingServicesSection = {
  eyebrow: 'نمِّ شركتك الأمريكية',
  title: 'تسويق يجلب لك عملاء أمريكيين',
  text: 'بعد تأسيس شركتك، يساعدك شركاؤنا على الوصول إلى المشترين الأمريكيين وكسبهم.',
};

export const countersSection: typeof en.countersSection = {
  eyebrow: 'بالأرقام',
  title: 'خبرة يمكنك الاعتماد عليها',
};

export const newsletter: typeof en.newsletter = {
  eyebrow: 'النشرة البريدية',
  title: 'أدلة المؤسسين في بريدك الوارد',
  text: 'رسالة واحدة شهريًا عن الخدمات المصرفية الأمريكية ومواعيد الضرائب وتغييرات الامتثال للمالكين غير المقيمين. يمكنك إلغاء الاشتراك في أي وقت.',
};

export const videoPopup: typeof en.videoPopup = {
  heading: {
    eyebrow: 'كيف تعمل الخدمة',
    title: 'من الطلب إلى شركة أمريكية جاهزة للعمل',
    text: 'شاهد كيف يطلب مؤسس في الخارج شركة أمريكية، ويوقّع مستنداتها، ويتسلّمها مع رقم EIN وحساب بنكي، دون أن يغادر منزله.',
  },
  poster: brandFilm.poster,
  // WebM first: smaller, and it plays where H.264 is missing.
  sources: [
    { src: brandFilm.webmSrc, type: 'video/webm' },
    { src: brandFilm.src, type: brandFilm.type },
  ],
  // The film's only captions are English, and the track is named for what it is.
  captions: { src: '/media/brand-film.en.vtt', srcLang: 'en', label: 'الإنجليزية' },
};
