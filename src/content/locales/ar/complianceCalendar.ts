import type * as en from '../../complianceCalendar';
import type { DeadlineRule, DeadlineSource } from '../../../sections/ComplianceCalendar/deadlines';
import type { EntityKind, Figure, SourceLink, StateCode } from '../../../types/stateCosts';
import { monthNames, shortDate, usd } from '../../../platform/format';
import { arabicCount } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';
import { site } from './site';
import { delawareFranchiseTax, factsLastChecked, federalFilings, stateCodes, stateFacts, unconfirmedFigureText } from '../../stateCosts';

/**
 * تقويم الامتثال (/compliance-calendar): الإيداعات السنوية للشركة حسب الولاية ونوع الشركة، في صورة
 * قواعد مواعيد نهائية. Dates, fees and late fees come from ./stateCosts.ts, worded here as deadlines,
 * exactly as the English module does.
 */

export type CompanyType = en.CompanyType;

const money = (amount: number) => usd(amount, 'ar');

/** How ./stateCosts.ts writes the due date of a state with no yearly filing. */
const nothingDue = 'لا شيء مستحق';

/** A fee in words: the amount and its note, or «متغيّر، تحقّق لدى الولاية» when unconfirmed. */
function feeText(figure: Figure): string {
  if (figure.amount === null) return unconfirmedFigureText;
  if (figure.amount === 0) return figure.note ?? 'لا رسوم';
  return figure.note ? `${money(figure.amount)} (${figure.note})` : money(figure.amount);
}

function uniqueSources(...lists: SourceLink[][]): DeadlineSource[] {
  const seen = new Map<string, DeadlineSource>();
  for (const source of lists.flat()) if (!seen.has(source.url)) seen.set(source.url, { label: source.label, url: source.url });
  return [...seen.values()];
}

const irs = {
  form1120: { label: 'IRS: حول النموذج Form 1120، إقرار ضريبة الدخل لشركات المساهمة الأمريكية', url: 'https://www.irs.gov/forms-pubs/about-form-1120' },
  form5472: { label: 'IRS: حول النموذج Form 5472', url: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  form7004: { label: 'IRS: حول النموذج Form 7004', url: 'https://www.irs.gov/forms-pubs/about-form-7004' },
};

/** The state's yearly filing as a rule, or a note when it has none or its date is not confirmed. */
function stateRule(code: StateCode, kind: EntityKind): { rule?: DeadlineRule; note?: { text: string; sources: DeadlineSource[] } } {
  const state = stateFacts[code];
  const annual = state[kind].annual;
  if (annual.due.kind === 'none') {
    return {
      note: {
        text: `${state.name}: ${annual.name}${annual.dueText === nothingDue ? '.' : `: ${unconfirmedFigureText}.`}`,
        sources: uniqueSources(annual.dueSources, annual.fee.sources),
      },
    };
  }
  if (annual.dueSources.length === 0) {
    return { note: { text: `${state.name}: ${annual.name} لهذا النوع من الشركات: موعد الاستحقاق ${unconfirmedFigureText}.`, sources: [] } };
  }
  const franchise =
    code === 'DE' && kind === 'corp'
      ? ` أما ضريبة الامتياز فلا تقل وفق طريقة القيمة الاسمية المفترضة عن ${money(delawareFranchiseTax.assumedParValue.minimum)}؛ ويُظهر الإشعار طريقة الأسهم المصرَّح بها، التي قد تكون أعلى بكثير، ويجوز لشركة المساهمة أن تدفع المبلغ الأقل.`
      : '';
  return {
    rule: {
      id: `${code.toLowerCase()}-${kind}-annual`,
      title: `${state.name}: ${annual.name}`,
      what: `موعد الاستحقاق: ${annual.dueText}. الرسوم: ${feeText(annual.fee)}.${franchise}`,
      ifMissed: annual.lateFee ? `غرامة التأخير: ${feeText(annual.lateFee)}.` : `غرامة التأخير: ${unconfirmedFigureText}.`,
      due: annual.due,
      starts: annual.firstDueYear === 1 ? 'formation-year' : 'next-year',
      sources: uniqueSources(annual.dueSources, annual.fee.sources, annual.lateFee?.sources ?? [], franchise ? delawareFranchiseTax.sources : []),
      lastChecked: annual.fee.lastChecked,
    },
  };
}

const form5472 = federalFilings.find((filing) => filing.id === 'form-5472');
if (!form5472) throw new Error('stateCosts: the Form 5472 facts are missing');
const penalty = form5472.penalty?.amount ? money(form5472.penalty.amount) : unconfirmedFigureText;

/** The federal filings of each kind of company: dates from the federal facts, the C-Corp return from the IRS. */
const federalRules: Record<EntityKind, DeadlineRule[]> = {
  llc: [
    {
      id: 'irs-5472',
      title: `IRS: ${form5472.name}`,
      what: `ينطبق على: ${form5472.appliesTo}. موعد الاستحقاق: ${form5472.dueText}. ${form5472.howToFile ?? ''}.`,
      ifMissed: `الغرامة: ${penalty} ${form5472.penalty?.note ?? ''}.`,
      due: form5472.due,
      starts: 'next-year',
      sources: uniqueSources(form5472.sources, form5472.penalty?.sources ?? []),
      lastChecked: form5472.lastChecked,
    },
    {
      id: 'irs-7004-llc',
      title: 'IRS: النموذج Form 7004 للتمديد، إن احتجت إلى مزيد من الوقت',
      what: 'إذا قُدِّم النموذج Form 7004 بحلول موعد استحقاق Form 5472 وForm 1120 الصوري، فإنه يمدّد مهلة تقديمهما.',
      ifMissed: `من دونه يصبح الإقرار متأخرًا بعد هذا التاريخ، وقد تنطبق غرامة Form 5472 البالغة ${penalty}.`,
      due: form5472.due,
      starts: 'next-year',
      sources: [irs.form7004, ...uniqueSources(form5472.sources.filter((source) => source.url.includes('taxesforexpats')))],
      lastChecked: form5472.lastChecked,
    },
  ],
  corp: [
    {
      id: 'irs-1120',
      title: 'IRS: النموذج Form 1120، الإقرار الفيدرالي لشركات المساهمة',
      what: 'الإقرار الفيدرالي لضريبة الدخل لشركة C\u2011Corp عن السنة الميلادية، ويستحق في اليوم الخامس عشر من الشهر الرابع بعد نهاية السنة. ويُرفق به النموذج Form 5472 عندما يملك مالك أجنبي 25% أو أكثر وتكون هناك معاملات واجبة الإفصاح.',
      ifMissed: `غرامات على التأخر في التقديم وفي الدفع، إضافةً إلى فوائد على أي ضريبة مستحقة؛ وعدم إرفاق Form 5472 يكلّف ${penalty} إضافية.`,
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form1120, irs.form5472],
      lastChecked: factsLastChecked,
    },
    {
      id: 'irs-7004-corp',
      title: 'IRS: النموذج Form 7004 للتمديد، إن احتجت إلى مزيد من الوقت',
      what: 'إذا قُدِّم النموذج Form 7004 بحلول موعد استحقاق Form 1120، فإنه يمدّد مهلة تقديم الإقرار (لا مهلة دفع أي ضريبة مستحقة).',
      ifMissed: 'من دونه يصبح الإقرار متأخرًا بعد هذا التاريخ.',
      due: { kind: 'fourthMonth15th' },
      starts: 'next-year',
      sources: [irs.form7004],
      lastChecked: factsLastChecked,
    },
  ],
};

const companyTypes: { id: CompanyType; label: string }[] = [
  { id: 'llc', label: 'شركة LLC بمالك واحد خارج الولايات المتحدة' },
  { id: 'corp', label: 'C-Corp' },
];

const bySchedule = Object.fromEntries(
  stateCodes.map((code) => [
    code,
    Object.fromEntries(
      companyTypes.map(({ id }) => {
        const { rule, note } = stateRule(code, id);
        return [id, { rules: [...(rule ? [rule] : []), ...federalRules[id]], notes: note ? [note] : [] }];
      }),
    ),
  ]),
);

/** Every state and kind of company the calendar knows, with its deadline rules. */
export const calendarSchedule: typeof en.calendarSchedule = {
  states: stateCodes.map((code) => ({ code, name: stateFacts[code].name })),
  types: companyTypes,
  schedules: bySchedule,
  /** The schedule the page is prerendered with, and what an unknown value in the address falls back to. */
  defaults: { state: 'WY', type: 'llc' },
  /** "Today" of the prerendered page; the browser then uses its own date. */
  referenceDate: factsLastChecked,
  /** Beneficial ownership reporting, as the federal rule stands for companies formed in the US. */
  boi: {
    title: 'تقرير المالكين المستفيدين (BOI): غير مطلوب حاليًا',
    text: 'منذ القاعدة النهائية المؤقتة الصادرة عن شبكة مكافحة الجرائم المالية (FinCEN) في 26 مارس 2025، أصبحت الشركات المؤسسة في الولايات المتحدة معفاة؛ ولا يقدّم التقرير إلا الشركات المؤسسة في الخارج والمسجلة في ولاية أمريكية. وكان من المتوقع صدور قاعدة نهائية لاحقًا في 2025؛ ولم نتمكن من التأكد مما إذا كانت قد غيّرت ذلك في 2026، لذا تحقّق لدى FinCEN قبل الاعتماد على هذه المعلومة. وما زالت بعض أدلة 2026 تطلب من المؤسسين تقديمه: أما إن كانت شركتك أمريكية فلا تقدّمه.',
    sources: [
      { label: 'السجل الفيدرالي (Federal Register)، 26 مارس 2025: 90 FR 13688 (القاعدة النهائية المؤقتة)', url: 'https://federalregister.com/Browse/Document/usa/na/fr/2025/3/26/2025-05199' },
      { label: 'Debevoise: شبكة FinCEN تضيّق نطاق الإبلاغ عن المالكين المستفيدين', url: 'https://debevoise.com/insights/publications/2025/03/fincen-narrows-beneficial-ownership-information' },
    ],
    lastChecked: factsLastChecked,
  },
};

/** Who made the calendar file: its PRODID (the file's text is Arabic), and the domain that makes every event's UID unique. */
export const calendarFile: typeof en.calendarFile = { prodId: `-//${site.brandName}//Compliance calendar//AR`, domain: new URL(site.siteUrl).host };

/** The page's name, hero title and search description. */
export const complianceCalendarPage: typeof en.complianceCalendarPage = {
  title: 'تقويم الامتثال',
  description:
    'كل المواعيد النهائية لشركتك الأمريكية لدى الولاية وIRS خلال الأشهر الـ24 القادمة، وما يحدث إن فاتك أحدها، في ملف تقويم لـ Google Calendar أو Outlook أو Apple Calendar.',
};

export const complianceCalendarHeading: typeof en.complianceCalendarHeading = {
  eyebrow: 'تقويم الامتثال',
  title: 'كل موعد نهائي خلال الأشهر الـ24 القادمة',
  text: 'اختر الولاية ونوع الشركة والشهر الذي أُسِّست فيه (أو ستُؤسَّس فيه). ستحصل على كل موعد نهائي لدى الولاية وIRS مع ما يحدث إن فاتك، وملف تقويم لاستيراده.',
};

/** «موعد نهائي واحد» / «موعدان نهائيان» / «3 مواعيد نهائية» / «11 موعدًا نهائيًا» / «100 موعد نهائي». */
const deadlineCount = (n: number) =>
  arabicCount(n, { one: 'موعد نهائي واحد', two: 'موعدان نهائيان', few: 'مواعيد نهائية', many: 'موعدًا نهائيًا', other: 'موعد نهائي' });

export const complianceCalendarLabels: typeof en.complianceCalendarLabels = {
  state: 'الولاية',
  type: 'نوع الشركة',
  formedMonth: 'شهر التأسيس',
  formedYear: 'سنة التأسيس',
  months: monthNames('ar'),
  unknownState: (value: string) => `لا يتوفر لدينا تقويم لـ «${value}»؛ نعرض ${stateFacts.WY.name}. اختر ولاية من القائمة.`,
  unknownType: (value: string) => `«${value}» ليس نوع شركة نعرفه؛ نعرض شركة LLC. اختر نوعًا من القائمة.`,
  unknownFormed: (value: string) => `«${value}» ليس شهرًا يمكننا استخدامه؛ نعرض الشهر الحالي. اختر شهرًا وسنة.`,
  scheduleHeading: (from: string, to: string) => `مواعيدك النهائية من ${shortDate(from, 'ar')} إلى ${shortDate(to, 'ar')}`,
  summary: (state: string, type: string, n: number) => `${state}، ${type}: ${deadlineCount(n)}`,
  none: 'لا تقع أي مواعيد نهائية خلال هذه الأشهر الـ24.',
  date: (iso: string) => shortDate(iso, 'ar'),
  opens: (iso: string) => `يمكن التقديم اعتبارًا من ${shortDate(iso, 'ar')}`,
  ifMissed: 'إن فاتك الموعد:',
  sources: 'المصادر:',
  checked: (iso: string) => `آخر تحقق: ${shortDate(iso, 'ar')}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  notesHeading: 'من المفيد أن تعرف أيضًا',
  download: 'نزّل التقويم (.ics)',
  downloadHint: 'حدث واحد يستغرق اليوم كله لكل موعد نهائي، مع تذكير قبله بأسبوع. يمكن استيراده إلى Google Calendar وOutlook وApple Calendar.',
  // The file name stays in Latin letters, as in English: it is saved on the visitor's disk.
  fileName: (state: string, type: string, formed: string) => `compliance-calendar-${state}-${type}-${formed}.ics`.toLowerCase(),
  calendarName: (state: string, type: string) => `المواعيد النهائية لشركة أمريكية: ${state}، ${type}`,
  reminder: (title: string) => `بعد أسبوع: ${title}`,
  eventDescription: (what: string, ifMissed: string, sources: string, checked: string) =>
    `${what}\nإن فاتك الموعد: ${ifMissed}\nالمصادر: ${sources}\nآخر تحقق: ${checked}.`,
};
