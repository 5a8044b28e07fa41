import type * as en from '../../pricing';
import type { PricingPlan } from '../../../types/content';
import { usd } from '../../../platform/format';
import { paymentLinks } from '../../paymentLinks';

const pay = (slug: keyof typeof paymentLinks) => ({ kind: 'payment', url: paymentLinks[slug] }) as const;
const contact = { kind: 'contact' } as const;

/*
 * شروط الاسترداد، جملة أو جملتان لكل باقة؛ السياسة كاملة في ./refunds.ts. These terms are a proposal
 * the business has yet to confirm (see the comment there). Plan names and prices as shown ('$99')
 * stay as English has them.
 */
const refundMonthly =
  'يُردّ إليك شهرك الأول نقدًا إن ألغيت خلال 14 يومًا من الدفع. وبعد ذلك يمكنك الإلغاء في أي وقت من بوابتك: لن يُحتسب عليك أي شهر إضافي، لكن الشهر الذي بدأ بالفعل لا يُردّ.';
const refundQuoted = 'يحدد عرض السعر ما يُردّ وحتى متى، ويكون الاسترداد نقدًا دائمًا لا رصيدًا؛ والأشهر التي بدأت بالفعل لا تُردّ.';
const bankFees = 'وتخضع رسوم البنك لشروطه.';

export const pricingHeading: typeof en.pricingHeading = {
  eyebrow: 'الأسعار',
  title: 'أسعار شاملة وشفافة ومعقولة',
  text: 'اختر ما تحتاجه شركتك اليوم وأضف المزيد لاحقًا. الأسعار بالدولار الأمريكي، ونعرض رسوم الولاية وضرائبها قبل أن تدفع.',
};

const oneTime = 'لمرة واحدة';
/** A monthly price's period, next to the price: «$99 شهريًا» (./costCalculator.ts matches it). */
const perMonth = 'شهريًا';

const incorporationPlans: PricingPlan[] = [
  {
    id: 'formation-llc',
    name: 'LLC',
    price: '$6900',
    amount: 6900,
    period: oneTime,
    description: `كل ما تحتاجه لتأسيس شركتك LLC الأمريكية وإدارتها. يلزم دفع وديعة ضمان بقيمة ${usd(5000, 'ar')}، أو يمكنك الدفع على أقساط.`,
    features: [
      'تسجيل الشركة خلال 24 ساعة فقط',
      'رقم EIN الضريبي',
      'الوكيل المسجَّل والعنوان الافتراضي الأمريكي',
      'رقم هاتف أمريكي',
      'إعداد الحساب البنكي عبر الإنترنت',
      'الإقرار الضريبي السنوي لدى IRS عبر محاسب قانوني معتمد شريك',
      'دعم مدى الحياة',
    ],
    buttonLabel: 'ابدأ من البوابة',
    action: { kind: 'portal' },
    highlighted: true,
    refund: 'ألغِ قبل أن نقدّم الإيداع إلى الولاية وستسترد أموالك كاملة نقدًا، لا رصيدًا. وبعد تقديم مستنداتك لا يمكن ردّ رسوم الولاية ولا مقابل عمل الإيداع.',
  },
  {
    id: 'formation-custom',
    name: 'Custom',
    price: 'عند الطلب',
    amount: null,
    period: null,
    description: 'شركة C\u2011Corp في ديلاوير للمستثمرين، أو لعدة مالكين، أو لأكثر من ولاية: نبني الباقة حول خطتك.',
    features: ['شركة LLC أو C\u2011Corp في الولاية التي تحتاجها', 'أسهم المؤسسين وموافقات مجلس الإدارة', 'التعريف بمحامين متخصصين في الشركات الناشئة', 'جهة اتصال واحدة'],
    buttonLabel: 'تواصل معنا',
    action: contact,
    refund: 'يحدد عرض السعر ما يُردّ وحتى متى، ويكون الاسترداد نقدًا دائمًا لا رصيدًا؛ ورسوم الولاية لا تُردّ أبدًا بعد الإيداع.',
  },
];

const mailboxPlans: PricingPlan[] = [
  {
    id: 'mailbox-grow',
    name: 'Grow',
    price: '$99',
    amount: 99,
    period: perMonth,
    description: 'لشركة تتلقى بريدًا منتظمًا من البنوك والعملاء وIRS.',
    features: [
      '100 قطعة بريد شهريًا',
      '3 مستخدمين',
      `مستخدم إضافي بـ ${usd(20, 'ar')}`,
      'نسخ ممسوحة في بوابتك مع تنبيهات بالبريد الإلكتروني',
      'إعادة التوجيه إلى أي بلد',
    ],
    buttonLabel: 'اشترِ Grow',
    action: pay('mailbox-grow'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'mailbox-scale',
    name: 'Scale',
    price: '$169',
    amount: 169,
    period: perMonth,
    description: 'للفرق التي تتعامل مع بريد أكثر وتريد أن يطّلع عليه عدد أكبر من الأشخاص.',
    features: ['كل ما في Grow', 'سعة لحجم بريد شهري أكبر', `مستخدم إضافي بـ ${usd(30, 'ar')}`, 'أولوية في المسح الضوئي'],
    buttonLabel: 'اشترِ Scale',
    action: pay('mailbox-scale'),
    refund: refundMonthly,
  },
  {
    id: 'mailbox-custom',
    name: 'Custom',
    price: 'عند الطلب',
    amount: null,
    period: null,
    description: 'أحجام كبيرة أو طرود أو عدة عناوين: أخبرنا بما يصلك وسنقدّم لك عرض سعر.',
    features: ['الحجم الذي تختاره', 'استلام الطرود', 'عدة عناوين للشركة'],
    buttonLabel: 'تواصل معنا',
    action: contact,
    refund: refundQuoted,
  },
];

const phonePlans: PricingPlan[] = [
  {
    id: 'phone-starter',
    name: 'Starter',
    price: '$49',
    amount: 49,
    period: perMonth,
    description: 'رقم أمريكي واحد لمؤسس يتلقى المكالمات من أي مكان.',
    features: ['رقم أمريكي واحد', 'استقبال غير محدود للمكالمات', 'الحاسوب وهاتف SIP والهاتف الذكي', 'البريد الصوتي إلى بريدك الإلكتروني'],
    buttonLabel: 'اشترِ Starter',
    action: pay('phone-starter'),
    refund: refundMonthly,
  },
  {
    id: 'phone-business',
    name: 'Business',
    price: '$99',
    amount: 99,
    period: perMonth,
    description: 'خط مشترك لفريق صغير، مع توجيه المكالمات عبر المناطق الزمنية.',
    features: ['كل ما في Starter', 'عدة مستخدمين على رقم واحد', 'ساعات العمل وتوجيه المكالمات', 'رسالة ترحيب وخيارات قائمة صوتية'],
    buttonLabel: 'اشترِ Business',
    action: pay('phone-business'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'phone-enterprise',
    name: 'Enterprise',
    price: 'عند الطلب',
    amount: null,
    period: null,
    description: 'أرقام كثيرة، أو مراكز اتصال، أو تكامل مع نظام إدارة علاقات العملاء (CRM) لديك.',
    features: ['أرقام بعدة رموز مناطق', 'تكاملات عند الطلب', 'إعداد مخصص'],
    buttonLabel: 'تواصل معنا',
    action: contact,
    refund: refundQuoted,
  },
];

const bankingPlans: PricingPlan[] = [
  {
    id: 'banking-essential',
    name: 'Essential',
    price: 'عند الطلب',
    amount: null,
    period: null,
    description: 'حساب تجاري لدى بنكنا الشريك لشركة جديدة.',
    features: [`حد أدنى للإيداع ${usd(5000, 'ar')}`, 'فتح الحساب عبر الإنترنت بالكامل', `مكافأة بقيمة ${usd(500, 'ar')} عبر بنكنا الشريك`],
    buttonLabel: 'تواصل معنا',
    action: contact,
    refund: 'لا يُحتسب عليك أي مبلغ حتى تقبل عرض سعر، ويحدد العرض ما يُردّ نقدًا؛ أما رسوم البنك الشريك وودائعه فتخضع لشروط البنك.',
  },
  {
    id: 'banking-plus',
    name: 'Plus',
    price: '$79',
    amount: 79,
    period: perMonth,
    description: 'للشركات ذات المبيعات والتحويلات المنتظمة في الولايات المتحدة.',
    features: [`حد أدنى ${usd(10000, 'ar')}`, 'كل ما في Essential', 'التعريف بمنصات الدفع الشريكة', 'أولوية في مراجعة الطلب'],
    buttonLabel: 'اشترِ Plus',
    action: pay('banking-plus'),
    highlighted: true,
    refund: `${refundMonthly} ${bankFees}`,
  },
  {
    id: 'banking-pro',
    name: 'Pro',
    price: '$500',
    amount: 500,
    period: perMonth,
    description: 'للأنشطة ذات الحجم الكبير التي تحتاج إلى جهة اتصال مصرفية مخصصة.',
    features: [`حد أدنى ${usd(25000, 'ar')}`, 'كل ما في Plus', 'مدير مصرفي مخصص', 'خيارات الحسابات متعددة العملات وإصدار البطاقات'],
    buttonLabel: 'اشترِ Pro',
    action: pay('banking-pro'),
    refund: `${refundMonthly} ${bankFees}`,
  },
];

/** The four tabs of the pricing page. */
export const pricingTabs: typeof en.pricingTabs = [
  { id: 'incorporations', label: 'تأسيس الشركات', plans: incorporationPlans },
  { id: 'mailbox', label: 'Mail Box', plans: mailboxPlans },
  { id: 'phone', label: 'رقم الجوال', plans: phonePlans },
  { id: 'banking', label: 'الخدمات المصرفية عبر الإنترنت', plans: bankingPlans },
];

/** باقات مسك الدفاتر ورعاية الامتثال، على مفتاح الدفع الشهري/السنوي في الصفحة الرئيسية التسويقية. */
export const billingCycleHeading: typeof en.billingCycleHeading = {
  eyebrow: 'مسك الدفاتر ورعاية الامتثال',
  title: 'حافظ على انتظام شركتك الأمريكية',
  text: 'نطابق دفاترك، ونتابع كل موعد نهائي للولاية وIRS، ونسلّم سجلات منظمة إلى محاسبك القانوني. ادفع شهريًا، أو سنويًا ووفّر.',
};

export const billingCyclePlans: typeof en.billingCyclePlans = [
  {
    id: 'monthly',
    label: 'شهري',
    plans: [
      {
        id: 'care-monthly',
        name: 'Monthly',
        price: '$99',
        amount: 99,
        period: perMonth,
        description: 'مطابقة الدفاتر مرة في الشهر، لشركة لديها معاملات قليلة.',
        features: ['مطابقة شهرية', 'كشف شهري', 'تذكير بمواعيد الولاية وIRS'],
        buttonLabel: 'اختر باقة Monthly',
        action: pay('care-monthly'),
      },
      {
        id: 'care-weekly',
        name: 'Weekly',
        price: '$249.99',
        amount: 249.99,
        period: perMonth,
        description: 'مطابقة الدفاتر كل أسبوع، للشركات التي تبيع عبر عدة منصات.',
        features: ['مطابقة أسبوعية', 'مطابقة تحويلات Stripe وPayPal ومنصات البيع', 'كشف شهري', 'تذكير بمواعيد الولاية وIRS'],
        buttonLabel: 'اختر باقة Weekly',
        action: pay('care-weekly'),
        highlighted: true,
      },
      {
        id: 'care-daily',
        name: 'Daily',
        price: '$1449.99',
        amount: 1449.99,
        period: perMonth,
        description: 'مطابقة الدفاتر في كل يوم عمل على يد ماسك دفاتر مخصص، للمتاجر ذات الحجم الكبير.',
        features: ['مطابقة يومية', 'ماسك دفاتر مخصص', 'تقرير نقدي أسبوعي', 'ملف نهاية العام لمحاسبك القانوني'],
        buttonLabel: 'اختر باقة Daily',
        action: pay('care-daily'),
      },
    ],
  },
  {
    id: 'yearly',
    label: 'سنوي',
    plans: [
      {
        id: 'care-yearly',
        name: 'Yearly',
        price: '$68',
        amount: 68,
        period: 'شهريًا، تُدفع سنويًا',
        description: `باقة Monthly تُدفع مرة واحدة في السنة: ${usd(68, 'ar')} بدلًا من ${usd(99, 'ar')} شهريًا.`,
        features: ['مطابقة شهرية', 'كشف شهري', 'تذكير بمواعيد الولاية وIRS', 'وفّر 31% مقارنةً بالدفع الشهري'],
        buttonLabel: 'اختر باقة Yearly',
        action: pay('care-yearly'),
        highlighted: true,
      },
    ],
  },
];
