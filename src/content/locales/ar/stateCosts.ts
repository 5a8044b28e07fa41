/**
 * حقائق تكاليف الولايات والتكاليف الفيدرالية التي يقارنها المؤسس المقيم خارج الولايات المتحدة قبل تأسيس شركته.
 *
 * Same figures, sources and dates as the English module; only the words are Arabic. State names
 * stay as English has them (they are data: selects, calendar titles). Amounts in words go through usd().
 */
import type * as en from '../../stateCosts';
import type { Figure, SourceLink } from '../../../types/stateCosts';
import { usd } from '../../../platform/format';

/** When every figure below was last compared with its sources. */
export const factsLastChecked: typeof en.factsLastChecked = '2026-11-24';

const checked = factsLastChecked;

/** The pages the figures come from, by the letter they carry in the research notes. */
export const costSources: typeof en.costSources = {
  a: { label: 'wyomingllc.xyz: التقرير السنوي في وايومنغ', url: 'https://wyomingllc.xyz/wyoming-annual-report' },
  a2: { label: 'Life of a Bit: تأسيس شركة LLC في وايومنغ', url: 'https://biz-license.lifeofabit.com/wyoming-llc-formation-cheyenne/' },
  b: { label: 'LegalClarity: كيف تؤسس شركة مساهمة في وايومنغ', url: 'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements' },
  b2: { label: 'Northwest Registered Agent: شركة المساهمة في وايومنغ', url: 'https://northwestregisteredagent.com/wyoming-corporation.html' },
  c: { label: 'قوانين وايومنغ (Wyo. Stat. §17-29-209)، نسخة مطابقة للنص، محدَّثة حتى دورة الميزانية لعام 2024', url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/' },
  d: { label: 'Nolo: متطلبات التقرير السنوي والإقرارات الضريبية لشركات LLC في وايومنغ', url: 'https://nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-wyoming-llcs.html' },
  e: { label: 'LegalClarity: رسوم الإيداع في ديلاوير لشركات LLC وشركات المساهمة', url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations' },
  f: { label: 'delewarellc.com: مقارنة التكاليف', url: 'https://delewarellc.com/calculators/cost-comparison/' },
  f2: { label: 'LLC Radar: رسوم الإيداع في الولايات', url: 'https://llcradar.com/es/state-filing-fees/' },
  g: { label: 'State Business Compliance: الضريبة السنوية لشركات LLC في ديلاوير 2026', url: 'https://statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026' },
  g2: { label: 'Agents of Delaware: ضريبة الامتياز لشركات LLC في ديلاوير', url: 'https://agentsofdelaware.com/delaware-llc-franchise-tax/' },
  h: { label: 'Clerky: حساب ضريبة الامتياز في ديلاوير', url: 'https://help.clerky.com/article/2796-calculate-delaware-franchise-tax' },
  i: { label: 'Delaware Franchise Desk: طريقة الأسهم المصرَّح بها مقابل القيمة الاسمية المفترضة', url: 'https://delawarefranchisedesk.com/guides/authorized-shares-vs-assumed-par-value' },
  i2: { label: 'Delaware Franchise Desk: غرامة التأخير عن 1 مارس والفوائد', url: 'https://delawarefranchisedesk.com/guides/delaware-franchise-tax-march-1-late-penalty-interest' },
  i3: { label: 'mxk8bs.com: التقرير السنوي في ديلاوير', url: 'https://mxk8bs.com/knowledge-base/delaware-annual-report', published: '2026-01-05' },
  k: { label: 'Statepedia: التقرير السنوي لشركات LLC في نيو مكسيكو', url: 'https://statepedia.org/us/llc-annual-report/new-mexico', published: '2022-11-25' },
  l: { label: 'LLC Requirements: نيو مكسيكو (محدَّث لعام 2026)', url: 'https://llcrequirements.com/llc-new-mexico-requirements' },
  m: { label: 'LegalClarity: رسوم الإيداع لشركات LLC في فلوريدا', url: 'https://legalclarity.org/florida-llc-filing-fees-initial-and-annual-costs' },
  m2: { label: 'LegalClarity: رسوم التقرير السنوي في فلوريدا', url: 'https://legalclarity.org/florida-annual-report-fee-and-filing-requirements' },
  n: { label: 'AdvisorSmith: أغلى الولايات وأرخصها لتسجيل نشاط تجاري', url: 'https://advisorsmith.com/data/most-and-least-expensive-states-to-register-a-business' },
  o: { label: 'State Filing Fees: التقرير السنوي في فلوريدا', url: 'https://statefilingfees.pages.dev/annual-report/florida/', published: '2026-06-28' },
  o2: { label: 'LegalClarity: كيف تقدّم التقرير السنوي لشركة LLC في فلوريدا', url: 'https://legalclarity.org/how-to-file-a-florida-llc-annual-report-steps-and-fees' },
  p: { label: 'LegalClarity: رسوم الولاية لشركة LLC في تكساس', url: 'https://legalclarity.org/what-is-the-state-fee-for-an-llc-in-texas' },
  p2: { label: 'TrademarkLens: تأسيس شركة LLC في تكساس وضريبة الامتياز', url: 'https://trademarklens.com/guides/texas-llc-formation-franchise-tax-filing' },
  q: { label: 'المراقب المالي لولاية تكساس (Texas Comptroller): تحديثات تقرير No Tax Due لعام 2024 (نسخة مطابقة)', url: 'http://52.72.61.118/taxes/franchise/ntd-rpt-updates-2024.php' },
  s: { label: 'Allen Law Firm: ضريبة الامتياز في تكساس', url: 'https://allenlawfirm.com/franchise-tax/' },
  t: { label: 'LegalClarity: كيف تؤسس شركة LLC في نيفادا', url: 'https://legalclarity.org/how-to-create-an-llc-in-nevada-steps-and-requirements' },
  v: { label: 'NRS 76.130 (Justia)', url: 'https://law.justia.com/codes/nevada/2019/chapter-76/statute-76-130/' },
  w: { label: 'Starting Your Business: التقرير السنوي في نيفادا', url: 'https://startingyourbusiness.com/nevada-annual-report/' },
  x: { label: 'terms.law: دليل تأسيس شركة LLC في نيفادا', url: 'https://terms.law/INC/NV/nevada-llc-formation-guide.html' },
  y: { label: 'LLCinfo: شركة LLC في كولورادو', url: 'https://llcinfo.com/start-an-llc/colorado-llc/' },
  z: { label: 'Harbor Compliance: رسوم تأسيس الكيانات', url: 'https://harborcompliance.com/information/entity-formation-fees' },
  aa: { label: 'بيان صادر عن وزير خارجية ولاية كولورادو (عبر EIN Presswire)', url: 'https://einpresswire.com/article/720766679', published: '2024-06-17' },
  bb: { label: 'LLC University: التقرير الدوري في كولورادو', url: 'https://llcuniversity.com/colorado-llc/periodic-report/' },
  cc: { label: 'Filings Made Easy: شركة LLC في مونتانا', url: 'https://filingsmadeeasy.com/montana/llc/' },
  dd: { label: 'LLCinfo: شركة LLC في مونتانا', url: 'https://llcinfo.com/start-an-llc/montana-llc' },
  ee: { label: 'TrademarkLens: تأسيس شركة LLC في كاليفورنيا وضريبة الامتياز', url: 'https://trademarklens.com/guides/california-llc-formation-franchise-tax-requirements' },
  ff: { label: 'California Tax Expert: إعفاء السنة الأولى', url: 'https://californiataxexpert.com/tag/first-year-exemption', published: '2025' },
  hh: { label: 'terms.law: حاسبة القيمة الاسمية المفترضة في ديلاوير', url: 'https://terms.law/Incorporation/delaware_apv_calculator.html' },
  jj: { label: 'Skala: النموذج Form 5472 وForm 1120 الصوري', url: 'https://skala.io/blog/', published: '2026-05-01' },
  kk: { label: 'form5472.tax: شركة LLC ذات عضو واحد مملوكة لأجنبي', url: 'https://form5472.tax/foreign-owned-single-member-llc/' },
  ll: { label: 'Taxes for Expats: تقديم النموذج Form 5472', url: 'https://help.taxesforexpats.com/en/articles/11143846' },
  ll2: { label: 'Dropwatch: التزام النموذج Form 5472 لدى IRS', url: 'https://compliance.dropwatchhq.com/obligation/irs-5472' },
  mm: { label: `Filabl: غرامات النموذج Form 5472، شرح غرامة ${usd(25000, 'ar')}`, url: 'https://filabl.com/blog/form-5472-penalties-25000-explained' },
  nn: { label: 'SDO CPA: غرامات النموذج Form 5472', url: 'https://sdocpa.com/?p=1021' },
};

const src = costSources;

const fig = (amount: number | null, sources: SourceLink[], note?: string): Figure =>
  note === undefined ? { amount, sources, lastChecked: checked } : { amount, note, sources, lastChecked: checked };

/** Shown wherever a figure is `null`. */
// A string, as English's is; its type is English's literal text, so it is not borrowed.
export const unconfirmedFigureText: string = 'متغيّر، تحقّق لدى الولاية';

/** The states in the order the calculator lists them; California last, as a warning case. */
export const stateCodes: typeof en.stateCodes = ['WY', 'DE', 'NM', 'FL', 'TX', 'NV', 'CO', 'MT', 'CA'];

const wyomingLicenseTax = `القيمة الأعلى بين ${usd(60, 'ar')} و0.0002 US$ عن كل دولار من الأصول الموجودة في وايومنغ`;
const wyomingDue = 'اليوم الأول من الشهر الذي أُسِّست فيه الشركة';
const delawareLateInterest = 'إضافةً إلى فائدة 1.5% شهريًا';
const texasNote = `لا ضريبة امتياز تحت حدّ الإيرادات المعفى (${usd(2470000, 'ar')} للتقارير المستحقة في عامَي 2024 و2025)؛ ويظل تقرير المعلومات العامة (Public Information Report) إلزاميًا`;
const nevadaDue = 'اليوم الأخير من الشهر الذي أُسِّست فيه الشركة';
const coloradoFee = `${usd(25, 'ar')} منذ 1 يوليو 2024 (كانت ${usd(10, 'ar')})`;
const coloradoDue = 'خلال نافذة مدتها خمسة أشهر حول الشهر الذي أُسِّست فيه الشركة';
const californiaDue = 'اليوم الخامس عشر من الشهر الرابع من السنة الضريبية';

export const stateFacts: typeof en.stateFacts = {
  WY: {
    code: 'WY',
    name: 'Wyoming',
    llc: {
      formationFee: fig(100, [src.a, src.a2]),
      annual: {
        name: 'التقرير السنوي (ضريبة الترخيص)',
        fee: fig(60, [src.c], wyomingLicenseTax),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: wyomingDue,
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    corp: {
      formationFee: fig(100, [src.b, src.b2]),
      annual: {
        name: 'التقرير السنوي (ضريبة الترخيص)',
        fee: fig(60, [src.b, src.c], wyomingLicenseTax),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: wyomingDue,
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    incomeTax: { text: 'لا توجد: لا تفرض وايومنغ ضريبة دخل على الأفراد ولا على الشركات.', sources: [src.d] },
  },
  DE: {
    code: 'DE',
    name: 'Delaware',
    llc: {
      formationFee: fig(110, [src.e, src.f, src.f2]),
      annual: {
        name: 'الضريبة السنوية لشركات LLC (بلا تقرير سنوي)',
        fee: fig(300, [src.g, src.g2]),
        due: { kind: 'fixed', month: 6, day: 1 },
        dueText: '1 يونيو',
        dueSources: [src.g],
        lateFee: fig(200, [src.g, src.i2], delawareLateInterest),
      },
    },
    corp: {
      formationFee: fig(109, [src.e], 'الحد الأدنى؛ ويرتفع بحسب عدد الأسهم المصرَّح بها. مصدر واحد فقط'),
      annual: {
        name: 'ضريبة الامتياز والتقرير السنوي',
        fee: fig(50, [src.h], 'رسوم التقرير السنوي؛ وتُضاف إليها ضريبة الامتياز'),
        due: { kind: 'fixed', month: 3, day: 1 },
        dueText: '1 مارس',
        dueSources: [src.h],
        lateFee: fig(200, [src.i2], delawareLateInterest),
      },
    },
    incomeTax: { text: 'لا ضريبة دخل في ديلاوير على الشركة التي تمارس نشاطها خارج ديلاوير.', sources: [src.g2] },
  },
  NM: {
    code: 'NM',
    name: 'New Mexico',
    llc: {
      formationFee: fig(50, [src.k]),
      annual: {
        name: 'لا تقرير سنوي ولا رسوم سنوية',
        fee: fig(0, [src.k, src.l]),
        due: { kind: 'none' },
        dueText: 'لا شيء مستحق',
        dueSources: [src.k, src.l],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'التقرير السنوي',
        fee: fig(null, [src.l]),
        due: { kind: 'none' },
        dueText: 'تحقّق لدى الولاية',
        dueSources: [],
      },
    },
    incomeTax: {
      text: 'لا تنطبق ضريبة الدخل الشخصي وضريبة إجمالي الإيرادات إلا عند ممارسة نشاط في نيو مكسيكو.',
      sources: [src.l],
    },
  },
  FL: {
    code: 'FL',
    name: 'Florida',
    llc: {
      formationFee: fig(125, [src.m], `${usd(100, 'ar')} لعقد التأسيس و${usd(25, 'ar')} لتعيين الوكيل المسجَّل`),
      annual: {
        name: 'التقرير السنوي',
        fee: fig(138.75, [src.m, src.o]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: 'بين 1 يناير و1 مايو',
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'لا يمكن الإعفاء منها'),
      },
    },
    corp: {
      formationFee: fig(70, [src.n]),
      annual: {
        name: 'التقرير السنوي',
        fee: fig(150, [src.m2]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: 'بين 1 يناير و1 مايو',
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'لا يمكن الإعفاء منها'),
      },
    },
    incomeTax: { text: 'لا ضريبة دخل شخصي ولا ضريبة امتياز على شركات LLC.', sources: [src.o2] },
  },
  TX: {
    code: 'TX',
    name: 'Texas',
    llc: {
      formationFee: fig(300, [src.p, src.p2]),
      annual: {
        name: 'ضريبة الامتياز وتقرير المعلومات العامة (Public Information Report)',
        fee: fig(0, [src.q], texasNote),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: '15 مايو',
        dueSources: [src.s],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'ضريبة الامتياز وتقرير المعلومات العامة (Public Information Report)',
        fee: fig(0, [src.q], texasNote),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: '15 مايو',
        dueSources: [src.s],
      },
    },
    incomeTax: { text: 'لا ضريبة دخل شخصي.', sources: [src.p] },
  },
  NV: {
    code: 'NV',
    name: 'Nevada',
    llc: {
      formationFee: fig(425, [src.t], `${usd(75, 'ar')} لعقد التأسيس، و${usd(150, 'ar')} للقائمة الأولى، و${usd(200, 'ar')} لرخصة مزاولة النشاط`),
      annual: {
        name: 'القائمة السنوية (annual list) ورخصة مزاولة النشاط',
        fee: fig(350, [src.w], `${usd(150, 'ar')} للقائمة السنوية و${usd(200, 'ar')} لرخصة مزاولة النشاط`),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: nevadaDue,
        dueSources: [src.w],
      },
    },
    corp: {
      formationFee: fig(null, [src.v, src.w]),
      annual: {
        name: 'القائمة السنوية (annual list) ورخصة مزاولة النشاط',
        fee: fig(650, [src.v, src.w], `الحد الأدنى: ${usd(500, 'ar')} لرخصة مزاولة النشاط وقائمة لا تقل عن ${usd(150, 'ar')}`),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: nevadaDue,
        dueSources: [src.w],
      },
    },
    incomeTax: { text: `لا ضريبة دخل؛ وتُفرض ضريبة التجارة (Commerce Tax) على إجمالي الإيرادات التي تتجاوز ${usd(4000000, 'ar')}.`, sources: [src.x] },
  },
  CO: {
    code: 'CO',
    name: 'Colorado',
    llc: {
      formationFee: fig(50, [src.y]),
      annual: {
        name: 'التقرير الدوري',
        fee: fig(25, [src.aa], coloradoFee),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: coloradoDue,
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    corp: {
      formationFee: fig(50, [src.z]),
      annual: {
        name: 'التقرير الدوري',
        fee: fig(25, [src.aa], coloradoFee),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: coloradoDue,
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    incomeTax: { text: 'لا تنطبق ضريبة دخل الولاية إلا عند ممارسة نشاط في كولورادو.', sources: [src.y] },
  },
  MT: {
    code: 'MT',
    name: 'Montana',
    llc: {
      formationFee: fig(35, [src.cc]),
      annual: {
        name: 'التقرير السنوي',
        fee: fig(20, [src.dd], `${usd(35, 'ar')} عند تقديمه متأخرًا`),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: '15 أبريل',
        dueSources: [src.dd],
        lateFee: fig(15, [src.dd], `يكلّف التقرير ${usd(35, 'ar')} بدلًا من ${usd(20, 'ar')}`),
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'التقرير السنوي',
        fee: fig(null, []),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: 'تحقّق لدى الولاية',
        dueSources: [],
      },
    },
    incomeTax: { text: 'لا تنطبق ضريبة دخل الولاية إلا عند ممارسة نشاط في مونتانا.', sources: [src.dd] },
  },
  CA: {
    code: 'CA',
    name: 'California',
    llc: {
      formationFee: fig(70, [src.ee]),
      annual: {
        name: 'الحد الأدنى للضريبة السنوية',
        fee: fig(800, [src.ff], 'مستحقة حتى دون أي إيرادات؛ وقد اقتصر إعفاء السنة الأولى على شركات LLC المؤسسة بين 2021 و2023'),
        due: { kind: 'fourthMonth15th' },
        dueText: californiaDue,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'الحد الأدنى للضريبة السنوية',
        fee: fig(800, [src.ff], 'مستحقة حتى دون أي إيرادات'),
        due: { kind: 'fourthMonth15th' },
        dueText: californiaDue,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    incomeTax: {
      text: 'تنطبق على الشركات المؤسسة في كاليفورنيا أو المسجلة فيها أو التي تمارس نشاطًا تجاريًا فيها.',
      sources: [src.ff],
    },
    warning: `تفرض كاليفورنيا ${usd(800, 'ar')} على الأقل سنويًا، حتى دون أي إيرادات. ونادرًا ما يحتاج إليها المؤسسون المقيمون خارج الولايات المتحدة؛ ونعرضها لتتمكن من المقارنة.`,
  },
};

/** Delaware corporation franchise tax: the two methods and the report fee. */
export const delawareFranchiseTax: typeof en.delawareFranchiseTax = {
  authorizedShares: {
    minimumUpTo: 5000,
    minimum: 175,
    secondStepUpTo: 10000,
    secondStep: 250,
    blockSize: 10000,
    perBlock: 85,
    maximum: 200000,
  },
  assumedParValue: { perMillion: 400, minimum: 400, maximum: 200000 },
  reportFee: 50,
  sources: [src.h, src.i, src.i3, src.hh],
  lastChecked: checked,
};

/** Federal filings that come with a kind of company, whatever its state. */
export const form5472: typeof en.form5472 = {
  id: 'form-5472',
  name: 'Form 5472 مع Form 1120 الصوري (pro forma)',
  appliesTo:
    'شركة LLC ذات عضو واحد مملوكة من خارج الولايات المتحدة (كيان مُهمَل ضريبيًا)، عن السنوات الضريبية التي تبدأ في 1 يناير 2017 أو بعده',
  due: { kind: 'fourthMonth15th' },
  dueText: 'اليوم الخامس عشر من الشهر الرابع بعد نهاية السنة الضريبية (15 أبريل للسنة الميلادية)؛ ويمكن التمديد بالنموذج Form 7004',
  howToFile: 'لا يُقدَّم إلكترونيًا: بالفاكس إلى الرقم ‎855-887-7737 أو بالبريد إلى IRS في أوغدن، ولاية يوتا',
  filingFee: fig(0, [src.ll], 'لا رسوم حكومية'),
  penalty: fig(
    25000,
    [src.mm, src.nn],
    `عن كل نموذج وعن كل سنة؛ و${usd(25000, 'ar')} أخرى عن كل 30 يومًا يستمر فيها التقصير بعد مرور أكثر من 90 يومًا على إشعار IRS، دون حدّ أقصى`,
  ),
  sources: [src.jj, src.kk, src.ll, src.ll2],
  lastChecked: checked,
};

export const federalFilings: typeof en.federalFilings = [form5472];

/** Claims found in the research that the site does not use, and why. */
export const unconfirmedFacts: typeof en.unconfirmedFacts = [
  { topic: 'رسوم شركات المساهمة في نيو مكسيكو ومونتانا', why: `لم نجد مصدرًا؛ تُعرض بعبارة «${unconfirmedFigureText}».` },
  { topic: `رسوم تأسيس شركة مساهمة في تكساس (${usd(300, 'ar')})`, why: `مصدر واحد غير مؤكَّد؛ تُعرض بعبارة «${unconfirmedFigureText}».` },
  { topic: 'رسوم عقد التأسيس لشركة مساهمة في نيفادا', why: `لم نعثر عليها؛ يُعرض إجمالي التأسيس بعبارة «${unconfirmedFigureText}».` },
  { topic: 'رسوم تأسيس شركة مساهمة في كاليفورنيا', why: 'لم نجد مصدرًا.' },
  { topic: `حدّ الإعفاء من ضريبة الامتياز في تكساس لعام 2026 (${usd(2650000, 'ar')})`, why: `مصدر واحد مُعلَّم بأنه قيد المراجعة؛ يُعرض رقم ${usd(2470000, 'ar')} لعامَي 2024 و2025.` },
  { topic: `غرامة تأخير قدرها ${usd(25, 'ar')} في وايومنغ`, why: `تتعارض مع مبلغ ${usd(50, 'ar')} في مصدر آخر؛ يُعرض ${usd(50, 'ar')}.` },
  { topic: 'ضريبة دخل الشركات في فلوريدا على شركات C\u2011Corp', why: 'لم نجد مصدرًا.' },
  { topic: 'معدلات ضريبة الدخل في كولورادو ومونتانا', why: 'لم نجد مصدرًا؛ ولا أهمية لها إلا عند ممارسة نشاط في الولاية.' },
  { topic: 'تقارير المالكين المستفيدين (BOI) بعد القاعدة المؤقتة الصادرة في مارس 2025', why: 'لم نجد مصدرًا من عام 2026.' },
  { topic: 'هل يجب على شركة LLC ذات عضو واحد خاملة تمامًا تقديم النموذج Form 5472', why: 'المصادر متعارضة؛ ويعامله الموقع على أنه مستحق.' },
  { topic: 'الإقرارات الفيدرالية لضريبة الدخل لشركات LLC متعددة الأعضاء وشركات C\u2011Corp', why: 'لا تغطيها المصادر؛ تُذكر دون تواريخ أو أرقام.' },
  {
    topic: `أرقام قديمة (وايومنغ ${usd(50, 'ar')}، وكولورادو ${usd(10, 'ar')}، وشركات LLC في ديلاوير ${usd(90, 'ar')}، والحد الأدنى لطريقة القيمة الاسمية المفترضة في ديلاوير ${usd(350, 'ar')} والحد الأقصى ${usd(180000, 'ar')})`,
    why: 'حلّت محلها أرقام أحدث؛ ولا تُعرض أبدًا.',
  },
];
