import type * as en from '../../costCalculator';
import type { StateCode } from '../../../types/stateCosts';
import { monthName, usd } from '../../../platform/format';
import { arabicCount } from '../../../locale/plural';
import { pricingTabs } from '../../pricing';
import {
  delawareFranchiseTax,
  factsLastChecked,
  form5472,
  stateCodes,
  stateFacts,
  unconfirmedFigureText,
} from '../../stateCosts';

/** '24 نوفمبر 2026' from '2026-11-24' ('نوفمبر 2026' from '2026-11', '2025' from '2025'). */
export const formatFactDate: typeof en.formatFactDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  if (!month) return String(year);
  if (!day) return `${monthName('ar', month - 1)} ${year}`;
  return `${day} ${monthName('ar', month - 1)} ${year}`;
};

/**
 * «سنة واحدة» / «سنتان» / «3 سنوات» / «11 سنة» / «100 سنة»; the calculator plans for 1 to 5 years.
 * «11 سنة» is the accusative singular (سنةً) as it is written without vowel marks.
 */
const years = { one: 'سنة واحدة', two: 'سنتان', few: 'سنوات', many: 'سنة', other: 'سنة' };
const yearsNominative = (n: number) => arabicCount(n, years);
/** The same after «على مدى»: «سنتين». */
const yearsGenitive = (n: number) => arabicCount(n, { ...years, two: 'سنتين' });

/** How ./pricing.ts writes the period of a one-time price. */
const oneTime = 'لمرة واحدة';
/** How ./pricing.ts writes the period of a monthly price. */
const perMonth = 'شهريًا';

/** Our priced plans, as the calculator offers them: one-time prices in year 1, monthly ones twelve times a year. */
export const costPlans: typeof en.costPlans = pricingTabs.flatMap((tab) =>
  tab.plans
    .filter((plan) => plan.amount !== null && (plan.period === oneTime || plan.period === perMonth))
    .map((plan) => ({
      id: plan.id,
      label: `${tab.label}: ${plan.name} (${usd(plan.amount as number, 'ar')} ${plan.period === oneTime ? oneTime : 'شهريًا'})`,
      amount: plan.amount as number,
      billing: plan.period === oneTime ? ('once' as const) : ('monthly' as const),
    })),
);

export const costFacts: typeof en.costFacts = {
  states: stateFacts,
  stateOrder: stateCodes,
  delaware: delawareFranchiseTax,
  federal: { smllc: [form5472], mmllc: [], ccorp: [] },
  plans: costPlans,
};

export const costCalculatorHeading: typeof en.costCalculatorHeading = {
  eyebrow: 'حاسبة التكاليف',
  title: 'كم تكلّف شركتك الأمريكية، عامًا بعام',
  text: 'اختر ولاية ونوع الشركة وعدد السنوات التي تخطط لها. كل رسم من رسوم الولاية أدناه مرتبط بمصدره، ونتحقق منها مجددًا قبل أن تطلب.',
};

const stateName = (code: string) => stateFacts[code as StateCode]?.name ?? code;

export const costCalculatorLabels: typeof en.costCalculatorLabels = {
  form: {
    title: 'شركتك',
    state: 'الولاية',
    type: 'نوع الشركة',
    years: 'عدد السنوات',
    plan: 'أضف إحدى باقاتنا',
    noPlan: 'دون باقة: تكاليف الولاية والتكاليف الفيدرالية فقط',
    yearsOption: (n: number) => yearsNominative(n),
    delawareTitle: 'لحساب ضريبة الامتياز في ديلاوير',
    delawareText: 'تدفع شركة C\u2011Corp في ديلاوير ضريبة الامتياز على أساس أسهمها أو أصولها، أيهما أقل. ولا تأخذ الولايات الأخرى هذه الأرقام في الحسبان.',
    authorizedShares: 'الأسهم المصرَّح بها',
    issuedShares: 'الأسهم المُصدَرة',
    grossAssets: 'إجمالي الأصول (USD)',
    parValue: 'القيمة الاسمية للسهم (USD)',
    shareLink: 'رابط هذه النتيجة',
  },
  typeNames: {
    smllc: 'شركة LLC ذات عضو واحد مملوكة من الخارج',
    mmllc: 'شركة LLC متعددة الأعضاء',
    ccorp: 'C-Corp',
  },
  typeNotes: {
    smllc: `لأنها مملوكة من خارج الولايات المتحدة، تقدّم ${form5472.name} إلى IRS كل عام، حتى دون أي دخل أمريكي. لا توجد رسوم حكومية، لكن عدم تقديمه يكلّف ${usd(25000, 'ar')} عن كل نموذج وعن كل سنة.`,
    mmllc: 'وتقدّم أيضًا إقرار شراكة فيدراليًا كل عام. لا توجد رسوم حكومية، لذا لا يضيف شيئًا إلى الأرقام أدناه؛ اسألنا عن إعداده.',
    ccorp: 'وتقدّم أيضًا إقرارًا فيدراليًا لضريبة دخل الشركات كل عام. لا توجد رسوم حكومية، لذا لا يضيف شيئًا إلى الأرقام أدناه؛ اسألنا عن إعداده.',
  },
  problems: {
    unknownState: (value: string, fallback: string) => `لا تتوفر لدينا أرقام للولاية «${value}»، لذا نعرض ${stateName(fallback)}.`,
    unknownType: (value: string, fallback: string) => `«${value}» ليس نوع شركة نقارنه، لذا نعرض: ${fallback}.`,
    yearsOutOfRange: (value: string, fallback: string) => `اختر بين سنة واحدة و5 سنوات («${value}» ليست ضمنها)، لذا نعرض ${fallback}.`,
    unknownPlan: (value: string) => `لا توجد لدينا باقة باسم «${value}»، لذا لم نُضف أي باقة.`,
    notAWholeNumber: (value: string) => `«${value}» ليس عددًا صحيحًا من الأسهم؛ نستخدم آخر رقم صالح.`,
    notAnAmount: (value: string) => `«${value}» ليس مبلغًا بالدولار؛ نستخدم آخر رقم صالح.`,
    tooLarge: (value: string) => `«${value}» أكبر من أي شركة صُممت لها هذه الحاسبة؛ نستخدم آخر رقم صالح.`,
  },
  money: (amount: number) => usd(amount, 'ar'),
  unconfirmed: unconfirmedFigureText,
  atLeast: (amount: number) => `${usd(amount, 'ar')} على الأقل`,
  yearTable: {
    title: 'عامًا بعام',
    caption: (state: string, type: string, years: number) => `${type} في ${state}، على مدى ${yearsGenitive(years)}`,
    summary: (state: string, type: string, years: number, total: string) => `${type} في ${state}: ${total} على مدى ${yearsGenitive(years)}`,
    year: 'السنة',
    yearLabel: (n: number) => `السنة ${n}`,
    formation: 'رسوم التأسيس لدى الولاية',
    stateYearly: 'الرسوم أو الضريبة السنوية للولاية',
    federal: 'الإقرارات الفيدرالية',
    plan: 'باقتنا',
    total: 'الإجمالي',
    noFiling: 'لا شيء مستحق',
    filingFee: (names: string, fee: string) => `${names}: رسوم ${fee}`,
    firstYearNote:
      'السنة 1 هي السنة التي تؤسس فيها الشركة. وفي معظم الولايات تستحق أول رسوم سنوية للولاية في السنة 2 (تفرضها كاليفورنيا من السنة 1)، ويُقدَّم أول إقرار فيدرالي في السنة 2 عن السنة 1.',
  },
  franchiseTax: {
    title: 'ضريبة الامتياز في ديلاوير',
    text: 'تصدر ديلاوير فاتورتها وفق طريقة الأسهم المصرَّح بها؛ ويجوز لشركة المساهمة أن تدفع وفق طريقة رأس المال بالقيمة الاسمية المفترضة بدلًا منها إن كانت أقل.',
    authorizedShares: 'طريقة الأسهم المصرَّح بها',
    assumedParValue: 'طريقة رأس المال بالقيمة الاسمية المفترضة',
    notUsable: 'تتطلب سهمًا مُصدَرًا واحدًا على الأقل',
    lower: 'الأقل، وهي المعتمدة هنا',
    reportFee: (fee: string) => `تُضاف إليها رسوم التقرير السنوي البالغة ${fee}.`,
    capital: (amount: string) => `رأس المال بالقيمة الاسمية المفترضة: ${amount}`,
  },
  comparison: {
    title: 'كل الولايات جنبًا إلى جنب',
    caption: (type: string, years: number) => `${type}، على مدى ${yearsGenitive(years)}، من الأرخص إلى الأغلى`,
    state: 'الولاية',
    formation: 'التأسيس',
    stateYearly: 'الرسوم السنوية للولاية',
    federal: 'رسوم الإقرارات الفيدرالية',
    plan: 'باقتنا',
    total: 'الإجمالي',
    yourChoice: 'اختيارك',
    warning: 'تحذير',
    incompleteNote: 'على الأقل: تعذّر تأكيد أحد أرقام هذه الولاية؛ تحقّق لدى الولاية.',
  },
  chart: {
    title: 'المقارنة في رسم بياني',
    description: 'أعمدة متراكبة تعرض الإجمالي لكل ولاية، مقسَّمًا حسب نوع التكلفة. ويعرض الجدول أعلاه الأرقام نفسها.',
    loading: 'جارٍ تحميل الرسم البياني…',
    series: { formation: 'رسوم التأسيس لدى الولاية', stateYearly: 'الرسوم السنوية للولاية', plan: 'باقتنا' },
  },
  sources: {
    title: 'من أين تأتي الأرقام',
    text: `الأرقام مأخوذة من مصادر عامة ثانوية، وتحققنا منها آخر مرة في ${formatFactDate(factsLastChecked)}. تغيّر الولايات رسومها: تحقّق لدى الولاية قبل الاعتماد على أي رقم. وكل ما لم نتمكن من تأكيده يظهر بعبارة «${unconfirmedFigureText}».`,
    formation: 'التأسيس',
    due: 'الاستحقاق',
    lastChecked: (iso: string) => `آخر تحقق: ${formatFactDate(iso)}`,
    published: (iso: string) => `تاريخ الصفحة: ${formatFactDate(iso)}`,
    federal: 'الإقرار الفيدرالي',
    delaware: 'ضريبة الامتياز في ديلاوير',
    penalty: 'غرامة عدم التقديم',
  },
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
};
