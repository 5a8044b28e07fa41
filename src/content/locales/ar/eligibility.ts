import type * as en from '../../eligibility';
import type { EligibilityRule } from '../../../sections/CountryCheck/eligibility';
import { shortDate, usd } from '../../../platform/format';
import { shellLabels } from '../../shellLabels';

/**
 * فحص الدولة (/eligibility): أيّ خدماتنا يمكن للمؤسس استخدامها من الدولة التي يعيش فيها (ومن الدولة التي
 * يحمل جواز سفرها، اختياريًا). Same rules, sources and dates as the English module; what no source
 * confirms is worded as «تحقّق لدى مقدّم الخدمة», never as a fact.
 */

export type EligibilityServiceId = en.EligibilityServiceId;

const lastChecked = '2026-11-24';

const sources = {
  ofac: { sourceLabel: 'OFAC: برامج العقوبات ومعلومات الدول', sourceUrl: 'https://ofac.treasury.gov/sanctions-programs-and-country-information' },
  irsEin: { sourceLabel: 'IRS: أرقام التعريف الضريبي لأصحاب العمل (EIN)', sourceUrl: 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers' },
  irs5472: { sourceLabel: 'IRS: حول النموذج Form 5472', sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  stripeLlcGuide: {
    sourceLabel: 'Stripe: كيف يؤسس غير المقيمين شركة LLC أمريكية (النسخة الإسبانية)',
    sourceUrl: 'https://stripe.com/es-us/resources/more/how-to-open-an-llc-in-the-usa-for-nonresidents',
  },
  stripeAtlasApplication: { sourceLabel: 'وثائق Stripe Atlas: الطلب (عنوان النشاط التجاري)', sourceUrl: 'https://stripe.com/docs/atlas/application' },
  stripeAtlasBanking: { sourceLabel: 'وثائق Stripe Atlas: بعد التأسيس (الأهلية لدى البنوك)', sourceUrl: 'https://stripe.com/docs/atlas/next' },
  stripeRestricted: { sourceLabel: 'Stripe: الأنشطة التجارية المقيَّدة', sourceUrl: 'https://stripe.com/legal/restricted-businesses' },
  wiseAddress: { sourceLabel: 'SaveOffice: قواعد العنوان في Wise Business (ملخص من طرف ثالث)', sourceUrl: 'https://saveoffice.io/blog/wise-business-account-address' },
  mercury2024: {
    sourceLabel: 'TechCrunch، 23 يوليو 2024: Mercury تغلق حسابات في عدة دول',
    sourceUrl: 'https://techcrunch.com/2024/07/23/mercury-bank-fintech-sanctions-ukraine-nigeria/',
  },
  phonePlans: { sourceLabel: 'باقات رقم الهاتف الأمريكي لدينا', sourceUrl: '/pricing?tab=phone' },
} satisfies Record<string, Pick<EligibilityRule, 'sourceLabel' | 'sourceUrl'>>;

const rule = (status: EligibilityRule['status'], text: string, source: (typeof sources)[keyof typeof sources]): EligibilityRule => ({
  status,
  text,
  ...source,
  lastChecked,
});

const services: { id: EligibilityServiceId; name: string }[] = [
  { id: 'formation', name: 'تأسيس الشركة (LLC أو C\u2011Corp)' },
  { id: 'ein', name: 'رقم EIN (المعرِّف الضريبي الأمريكي)' },
  { id: 'address', name: 'العنوان الأمريكي وصندوق البريد' },
  { id: 'phone', name: 'رقم هاتف أمريكي' },
  { id: 'bankingOnline', name: 'الخدمات المصرفية للشركات: بنك أمريكي عبر الإنترنت' },
  { id: 'bankingMultiCurrency', name: 'الخدمات المصرفية للشركات: حساب متعدد العملات' },
  { id: 'stripe', name: 'Stripe عبر شركتك الأمريكية' },
  { id: 'taxFiling', name: 'الإقرار السنوي لدى IRS (النموذج Form 5472 وForm 1120 الصوري)' },
];

const everyService = (one: EligibilityRule) =>
  Object.fromEntries(services.map((service) => [service.id, one])) as Record<EligibilityServiceId, EligibilityRule>;

const sanctionedCitizen = rule(
  'conditions',
  'أنت تحمل جنسية دولة خاضعة لعقوبات أمريكية شاملة. ندرس نحن وشركاؤنا كل طلب من هذا النوع على حدة، ونطلب إثباتًا لمكان إقامتك؛ وقد يرفضه بعض مقدّمي الخدمات. راسلنا قبل أن تطلب.',
  sources.ofac,
);

const sanctionsScreening = rule(
  'conditions',
  'لدى الولايات المتحدة برامج عقوبات تستهدف روسيا وبيلاروس (وليست حظرًا شاملًا). تفحص البنوك ومقدّمو خدمات الدفع هذه الطلبات بدقة، ويرفض كثير منهم المقيمين في أيٍّ من البلدين. تحقّق لدى مقدّم الخدمة قبل أن تعتمد على أي حساب.',
  sources.ofac,
);

export const eligibilityRules: typeof en.eligibilityRules = {
  services,
  defaults: {
    formation: rule(
      'available',
      'يمكن لأي شخص أن يملك شركة أمريكية: لا يلزم الإقامة في الولايات المتحدة ولا تأشيرة ولا رقم ضمان اجتماعي لتأسيس شركة LLC أو C\u2011Corp.',
      sources.stripeLlcGuide,
    ),
    ein: rule(
      'conditions',
      'دون SSN أو ITIN يكون طلب IRS الإلكتروني مغلقًا أمامك، لذا نتقدم بالطلب عبر الفاكس أو الهاتف (لمقدّمي الطلبات الدوليين: ‎+1 267-941-1099). تقول IRS إن الطلب بالفاكس يستغرق نحو 4 أيام عمل؛ ويفيد مؤسسون بأنهم انتظروا عدة أسابيع.',
      sources.irsEin,
    ),
    address: rule(
      'conditions',
      'متاح: عنوان شارع أمريكي يستلم بريدك ويمسحه ضوئيًا. لا تقبل Stripe Atlas وبعض البنوك صندوق بريد افتراضيًا عنوانًا لمكان ممارسة نشاطك، لذا استخدمه للبريد، لا إثباتًا لمكان النشاط.',
      sources.stripeAtlasApplication,
    ),
    phone: rule('available', 'رقم أمريكي يرنّ على هاتفك أو حاسوبك أينما كنت.', sources.phonePlans),
    bankingOnline: rule(
      'conditions',
      'يُفتح عبر الإنترنت برقم EIN ومستندات التأسيس وجواز سفرك؛ والقرار للبنك، والمقيمون في بعض الدول غير مؤهلين. وقد تخضع الحسابات للمراجعة لاحقًا أيضًا. تحقّق لدى مقدّم الخدمة قبل أن تتقدم بالطلب.',
      sources.stripeAtlasBanking,
    ),
    bankingMultiCurrency: rule(
      'conditions',
      'تطلب الحسابات متعددة العملات مثل Wise Business عنوانًا فعليًا لممارسة النشاط (لا مكتبًا افتراضيًا ولا خدمة إعادة توجيه بريد)، وأحيانًا إثباتًا لحقك في الإقامة حيث تعيش. تحقّق لدى مقدّم الخدمة.',
      sources.wiseAddress,
    ),
    stripe: rule(
      'conditions',
      'بشركة أمريكية ورقم EIN وحساب بنكي أمريكي وموقع إلكتروني فعّال، تتقدم بطلبك بصفتك نشاطًا تجاريًا أمريكيًا. والقرار لـ Stripe؛ فالموافقة غير مضمونة، وبعض أنواع الأنشطة مقيَّدة.',
      sources.stripeRestricted,
    ),
    taxFiling: rule(
      'available',
      `نُعِدّ النموذج Form 5472 مع Form 1120 الصوري ونقدّمهما كل عام، ويستحقان في حدود 15 أبريل. لا يمكن تقديمهما إلكترونيًا، وغرامة IRS على النموذج غير المقدَّم ${usd(25000, 'ar')}.`,
      sources.irs5472,
    ),
  },
  groups: [
    {
      id: 'sanctioned',
      label: 'المقيمون في كوبا وإيران وكوريا الشمالية',
      basis: 'residence',
      countries: ['CU', 'IR', 'KP'],
      blocked: rule(
        'unavailable',
        'تخضع هذه الدول لعقوبات أمريكية شاملة يديرها مكتب مراقبة الأصول الأجنبية (OFAC) التابع لوزارة الخزانة الأمريكية. ولا يجوز للشركات والبنوك ومقدّمي خدمات الدفع الأمريكيين، ونحن منهم، تقديم هذه الخدمات للأشخاص المقيمين فيها. نأسف لعدم قدرتنا على المساعدة.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'تحظر العقوبات الأمريكية الشاملة (OFAC) على الشركات الأمريكية تقديمها للمقيمين.', sources.ofac)),
    },
    {
      id: 'syria',
      label: 'المقيمون في سوريا',
      basis: 'residence',
      countries: ['SY'],
      blocked: rule(
        'unavailable',
        'خضعت سوريا لعقوبات أمريكية شاملة سنوات طويلة. وقد عدّلت الولايات المتحدة برنامج عقوباتها على سوريا في 2025، ولم نتأكد بعد مما ينطبق الآن على الخدمات المقدَّمة للمقيمين فيها. وإلى أن نتأكد، لا يمكننا قبول طلبات من المقيمين في سوريا. وتعرض صفحة OFAC البرامج السارية.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'غير متاحة ريثما نتأكد مما تسمح به تعديلات 2025 على العقوبات الأمريكية على سوريا.', sources.ofac)),
    },
    {
      id: 'sanctioned-citizens',
      label: 'مواطنو كوبا أو إيران أو كوريا الشمالية أو سوريا المقيمون في مكان آخر',
      basis: 'citizenship',
      countries: ['CU', 'IR', 'KP', 'SY'],
      rules: everyService(sanctionedCitizen),
    },
    {
      id: 'ukraine-regions',
      label: 'المقيمون في القرم وفي ما يُسمّى منطقتي DNR وLNR في أوكرانيا',
      basis: 'residence',
      countries: ['UA'],
      note: rule(
        'unavailable',
        'تخضع القرم وما يُسمّى منطقتي «جمهورية دونيتسك الشعبية» و«جمهورية لوغانسك الشعبية» في أوكرانيا لعقوبات أمريكية شاملة: لا يمكننا خدمة المقيمين فيها. وبالنسبة إلى بقية أوكرانيا تنطبق الإجابات أدناه.',
        sources.ofac,
      ),
      rules: {},
    },
    {
      id: 'mercury-2024',
      label: 'المقيمون في أوكرانيا ونيجيريا وكرواتيا',
      basis: 'residence',
      countries: ['UA', 'NG', 'HR'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'توقفت Mercury في يوليو 2024 عن خدمة المؤسسين المقيمين في أوكرانيا ونيجيريا وكرواتيا ودول أخرى. وتقرر البنوك الأمريكية الأخرى في كل حالة على حدة: تحقّق لدى مقدّم الخدمة قبل أن تتقدم بالطلب.',
          sources.mercury2024,
        ),
      },
    },
    {
      id: 'russia-belarus',
      label: 'المقيمون في روسيا وبيلاروس',
      basis: 'residence',
      countries: ['RU', 'BY'],
      rules: { bankingOnline: sanctionsScreening, bankingMultiCurrency: sanctionsScreening, stripe: sanctionsScreening },
    },
    {
      id: 'russia-belarus-citizens',
      label: 'مواطنو روسيا وبيلاروس المقيمون في مكان آخر',
      basis: 'citizenship',
      countries: ['RU', 'BY'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'تفحص بعض البنوك الجنسية إلى جانب مكان الإقامة، وقد تطلب إثباتًا لمكان إقامتك أو ترفض الطلب. تحقّق لدى مقدّم الخدمة.',
          sources.ofac,
        ),
        stripe: rule(
          'conditions',
          'قد يطلب مقدّمو خدمات الدفع إثباتًا لمكان إقامتك إن كان جواز سفرك روسيًا أو بيلاروسيًا. تحقّق لدى مقدّم الخدمة.',
          sources.ofac,
        ),
      },
    },
    {
      id: 'us-residents',
      label: 'المقيمون في الولايات المتحدة',
      basis: 'residence',
      countries: ['US'],
      rules: {
        ein: rule('available', 'بوجود SSN أو ITIN يمكنك التقدم بطلب رقم EIN عبر الإنترنت، وتحصل عليه عادةً في اليوم نفسه.', sources.irsEin),
      },
    },
  ],
};

/** The page's name, hero title and search description. */
export const eligibilityPage: typeof en.eligibilityPage = {
  title: 'فحص الدولة',
  description:
    'أيّ خدماتنا يمكنك استخدامها من دولتك: التأسيس، ورقم EIN، والعنوان، والهاتف، والخدمات المصرفية، وStripe، والإقرارات الضريبية، مع مصدر كل قاعدة.',
};

const statusLabels = { available: 'متاح', conditions: 'متاح بشروط', unavailable: 'غير متاح' };

export const countryCheckHeading: typeof en.countryCheckHeading = {
  eyebrow: 'فحص الدولة',
  title: 'ما الذي يمكنك إعداده من دولتك؟',
  text: 'اختر مكان إقامتك، وجنسيتك إن كانت مختلفة. ستحصل على إجابة لكل خدمة على حدة، بكلمات واضحة، مع مصدر كل قاعدة وتاريخ آخر تحقق منها.',
};

export const countryCheckLabels: typeof en.countryCheckLabels = {
  residence: 'دولة الإقامة',
  citizenship: 'الجنسية (اختياري)',
  citizenshipHelp: 'تنظر بعض البنوك ومقدّمي خدمات الدفع إلى جواز سفرك أيضًا.',
  noOptions: 'لا توجد دولة بهذا الاسم',
  open: 'عرض الدول',
  close: 'إخفاء الدول',
  clear: 'مسح',
  unknownCountry: (value: string) => `يشير الرابط إلى دولة لا نعرفها («${value}»). اختر دولتك من القائمة.`,
  prompt:
    'اختر الدولة التي تعيش فيها لترى الإجابة. وإلى ذلك الحين، تعرض القواعد أدناه ما ينطبق على الجميع والدول التي تختلف فيها.',
  answerHeading: (residence: string, citizenship: string | null) =>
    citizenship && citizenship !== residence ? `مقيم في ${residence}، ومواطن في ${citizenship}` : `مقيم في ${residence}`,
  summary: (counts: { available: number; conditions: number; unavailable: number }) =>
    `متاح: ${counts.available}، متاح بشروط: ${counts.conditions}، غير متاح: ${counts.unavailable}`,
  blockedTitle: (country: string) => `لا يمكننا خدمة المقيمين في ${country}`,
  status: statusLabels,
  source: 'المصدر:',
  checked: (iso: string) => `آخر تحقق: ${shortDate(iso, 'ar')}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  nextPlans: { label: 'اطّلع على باقة التأسيس', to: '/pricing?tab=incorporations' },
  nextPlansText: 'لا ينطبق على دولتك أي شرط خاص: الباقة القياسية تغطيها.',
  nextInquiry: (country: string) => `اسألنا عن ${country}`,
  nextInquiryText: 'تختلف بعض القواعد بالنسبة إلى دولتك. أخبرنا بما تحتاجه وسنخبرك بالإعداد المناسب.',
  inquiryPath: '/contact-us',
  shareHint: 'أصبح عنوان هذه الصفحة يحمل إجابتك، فيمكنك مشاركته.',
};

export const eligibilityRulesHeading: typeof en.eligibilityRulesHeading = {
  eyebrow: 'القواعد',
  title: 'ما ينطبق على كل فئة، خدمةً بخدمة',
  text: 'القاعدة العامة أولًا، ثم الدول التي تختلف فيها. وكل قاعدة تذكر مصدرها وتاريخ آخر تحقق منها.',
};

export const eligibilityRulesLabels: typeof en.eligibilityRulesLabels = {
  everyone: 'الجميع غير ذلك',
  status: statusLabels,
  source: 'المصدر:',
  checked: (iso: string) => `آخر تحقق: ${shortDate(iso, 'ar')}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  regionNotes: 'دول ومناطق لا يمكننا خدمتها',
  checkLink: { label: 'افحص دولتك', to: '#check' },
};
