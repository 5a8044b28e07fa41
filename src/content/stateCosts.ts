/**
 * State and federal cost facts a founder outside the US compares before forming a company.
 *
 * Every figure names the pages it was taken from and when it was last compared with them. The
 * sources are secondary (legal-information sites, statute mirrors, state press releases), so each
 * figure should be checked against the state's own fee schedule before it is relied on. A figure
 * that could not be confirmed is `amount: null` and shows as "varies, check with the state"; claims
 * left out entirely are listed in `unconfirmedFacts`.
 */
import type { DelawareFranchiseTaxRules, FederalFiling, Figure, SourceLink, StateCode, StateFacts, UnconfirmedFact } from '../types/stateCosts';
import { stateDueDays } from './stateDueDays';
import { monthDay, monthName, monthYear, type MonthDay } from '../platform/dates';
import { number, usd } from '../platform/format';
import { boiInterimRuleDate, form5472CalendarYearDue, form5472DisregardedEntitiesFrom, form5472Penalty } from './federalFacts';
import * as t from 'virtual:messages/stateCosts';
import { tag } from 'virtual:messages/stateCosts';

export { stateDueDays };

/** When every figure below was last compared with its sources. */
export const factsLastChecked = '2026-11-24';

const checked = factsLastChecked;

/** A day of the year as a message's `{month}` (Intl's name) and `{day}` (a plural, for French '1er' and Portuguese '1º'). */
const dayOfMonth = ({ month, day }: MonthDay) => ({ month: monthName(tag, month - 1), day });

/** An ISO date as a message's `{month}`, `{day}` and `{year}`, as `dayOfMonth`. */
const dayOfYear = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { ...dayOfMonth({ month, day }), year: String(year) };
};

/** Colorado's periodic report fee has been `coloradoPeriodicReportFee` since this day. */
const coloradoFeeSince = '2024-07-01';

/** The pages the figures come from, by the letter they carry in the research notes. */
export const costSources = {
  a: { label: t.source_a, url: 'https://wyomingllc.xyz/wyoming-annual-report' },
  a2: { label: t.source_a2, url: 'https://biz-license.lifeofabit.com/wyoming-llc-formation-cheyenne/' },
  b: { label: t.source_b, url: 'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements' },
  b2: { label: t.source_b2, url: 'https://northwestregisteredagent.com/wyoming-corporation.html' },
  c: { label: t.source_c, url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/' },
  d: { label: t.source_d, url: 'https://nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-wyoming-llcs.html' },
  e: { label: t.source_e, url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations' },
  f: { label: t.source_f, url: 'https://delewarellc.com/calculators/cost-comparison/' },
  f2: { label: t.source_f2, url: 'https://llcradar.com/es/state-filing-fees/' },
  g: { label: t.source_g, url: 'https://statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026' },
  g2: { label: t.source_g2, url: 'https://agentsofdelaware.com/delaware-llc-franchise-tax/' },
  h: { label: t.source_h, url: 'https://help.clerky.com/article/2796-calculate-delaware-franchise-tax' },
  i: { label: t.source_i, url: 'https://delawarefranchisedesk.com/guides/authorized-shares-vs-assumed-par-value' },
  i2: { label: t.source_i2(dayOfMonth(stateDueDays.delawareCorp)), url: 'https://delawarefranchisedesk.com/guides/delaware-franchise-tax-march-1-late-penalty-interest' },
  i3: { label: t.source_i3, url: 'https://mxk8bs.com/knowledge-base/delaware-annual-report', published: '2026-01-05' },
  k: { label: t.source_k, url: 'https://statepedia.org/us/llc-annual-report/new-mexico', published: '2022-11-25' },
  l: { label: t.source_l, url: 'https://llcrequirements.com/llc-new-mexico-requirements' },
  m: { label: t.source_m, url: 'https://legalclarity.org/florida-llc-filing-fees-initial-and-annual-costs' },
  m2: { label: t.source_m2, url: 'https://legalclarity.org/florida-annual-report-fee-and-filing-requirements' },
  n: { label: t.source_n, url: 'https://advisorsmith.com/data/most-and-least-expensive-states-to-register-a-business' },
  o: { label: t.source_o, url: 'https://statefilingfees.pages.dev/annual-report/florida/', published: '2026-06-28' },
  o2: { label: t.source_o2, url: 'https://legalclarity.org/how-to-file-a-florida-llc-annual-report-steps-and-fees' },
  p: { label: t.source_p, url: 'https://legalclarity.org/what-is-the-state-fee-for-an-llc-in-texas' },
  p2: { label: t.source_p2, url: 'https://trademarklens.com/guides/texas-llc-formation-franchise-tax-filing' },
  q: { label: t.source_q, url: 'https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php' },
  s: { label: t.source_s, url: 'https://allenlawfirm.com/franchise-tax/' },
  t: { label: t.source_t, url: 'https://legalclarity.org/how-to-create-an-llc-in-nevada-steps-and-requirements' },
  v: { label: t.source_v, url: 'https://law.justia.com/codes/nevada/2019/chapter-76/statute-76-130/' },
  w: { label: t.source_w, url: 'https://startingyourbusiness.com/nevada-annual-report/' },
  x: { label: t.source_x, url: 'https://terms.law/INC/NV/nevada-llc-formation-guide.html' },
  y: { label: t.source_y, url: 'https://llcinfo.com/start-an-llc/colorado-llc/' },
  z: { label: t.source_z, url: 'https://harborcompliance.com/information/entity-formation-fees' },
  aa: { label: t.source_aa, url: 'https://einpresswire.com/article/720766679', published: '2024-06-17' },
  bb: { label: t.source_bb, url: 'https://llcuniversity.com/colorado-llc/periodic-report/' },
  cc: { label: t.source_cc, url: 'https://filingsmadeeasy.com/montana/llc/' },
  dd: { label: t.source_dd, url: 'https://llcinfo.com/start-an-llc/montana-llc' },
  ee: { label: t.source_ee, url: 'https://trademarklens.com/guides/california-llc-formation-franchise-tax-requirements' },
  ff: { label: t.source_ff, url: 'https://californiataxexpert.com/tag/first-year-exemption', published: '2025' },
  hh: { label: t.source_hh, url: 'https://terms.law/Incorporation/delaware_apv_calculator.html' },
  jj: { label: t.source_jj, url: 'https://skala.io/blog/', published: '2026-05-01' },
  kk: { label: t.source_kk, url: 'https://form5472.tax/foreign-owned-single-member-llc/' },
  ll: { label: t.source_ll, url: 'https://help.taxesforexpats.com/en/articles/11143846' },
  ll2: { label: t.source_ll2, url: 'https://compliance.dropwatchhq.com/obligation/irs-5472' },
  mm: { label: t.source_mm({ penalty: usd(form5472Penalty, tag) }), url: 'https://filabl.com/blog/form-5472-penalties-25000-explained' },
  nn: { label: t.source_nn, url: 'https://sdocpa.com/?p=1021' },
  irs5472: { label: t.source_irs5472, url: 'https://www.irs.gov/forms-pubs/about-form-5472' },
} satisfies Record<string, SourceLink>;

const src = costSources;

const fig = (amount: number | null, sources: SourceLink[], note?: string): Figure => (note === undefined ? { amount, sources, lastChecked: checked } : { amount, note, sources, lastChecked: checked });

/** Shown wherever a figure is `null`. */
export const unconfirmedFigureText: string = t.unconfirmedFigure;

/** The states in the order the calculator lists them; California last, as a warning case. */
export const stateCodes: StateCode[] = ['WY', 'DE', 'NM', 'FL', 'TX', 'NV', 'CO', 'MT', 'CA'];

/** Amounts the notes below are made of. */
const wyomingMinimumLicenseTax = 60;
/** Wyoming's license tax per dollar of assets in the state, when more than the minimum. */
const wyomingLicenseTaxPerDollar = 0.0002;
const wyomingLateFee = 50;
const floridaArticlesFee = 100;
const floridaAgentDesignationFee = 25;
const nevadaArticlesFee = 75;
const nevadaListFee = 150;
const nevadaLlcLicenseFee = 200;
const nevadaCorpLicenseFee = 500;
const coloradoPeriodicReportFee = 25;
const coloradoPeriodicReportFeeBefore = 10;
const montanaAnnualReportFee = 20;
const montanaLateAnnualReportFee = 35;
const californiaMinimumTax = 800;
/** Delaware's interest on a late annual tax or franchise tax, in percent a month. */
const delawareLateInterestPercent = 1.5;
/** Texas's no-tax-due revenue threshold for the 2026 report, as the Comptroller states it (source q). */
const texasNoTaxDueThreshold = 2_650_000;
/** Nevada's Commerce Tax applies to gross revenue over this. */
const nevadaCommerceTaxThreshold = 4_000_000;
/** An amount in millions of US dollars as the locale writes the number: 2.65 / 2,65 (the message adds "M", "millones de US$"...). */
const millions = (amount: number) => number(amount / 1_000_000, tag);

const wyomingLicenseTax = t.wyoming_licenseTax({ minimum: usd(wyomingMinimumLicenseTax, tag), rate: number(wyomingLicenseTaxPerDollar, tag, 4) });
const delawareLateInterest = t.lateFee_monthlyInterest({ rate: number(delawareLateInterestPercent, tag) });
const texasNote = t.texas_annualNote({ millions: millions(texasNoTaxDueThreshold) });
const floridaDue = t.florida_due({
  ...dayOfMonth(stateDueDays.florida),
  opensMonth: monthName(tag, stateDueDays.floridaOpens.month - 1),
  opensDay: stateDueDays.floridaOpens.day,
});
const coloradoFee = t.colorado_annualNote({ fee: usd(coloradoPeriodicReportFee, tag), previous: usd(coloradoPeriodicReportFeeBefore, tag), ...dayOfYear(coloradoFeeSince) });

export const stateFacts: Record<StateCode, StateFacts> = {
  WY: {
    code: 'WY',
    name: 'Wyoming',
    llc: {
      formationFee: fig(100, [src.a, src.a2]),
      annual: {
        name: t.wyoming_annualName,
        fee: fig(wyomingMinimumLicenseTax, [src.c], wyomingLicenseTax),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: t.due_formedMonthFirstDay,
        dueSources: [src.c],
        lateFee: fig(wyomingLateFee, [src.a]),
      },
    },
    corp: {
      formationFee: fig(100, [src.b, src.b2]),
      annual: {
        name: t.wyoming_annualName,
        fee: fig(wyomingMinimumLicenseTax, [src.b, src.c], wyomingLicenseTax),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: t.due_formedMonthFirstDay,
        dueSources: [src.c],
        lateFee: fig(wyomingLateFee, [src.a]),
      },
    },
    incomeTax: { text: t.wyoming_incomeTax, sources: [src.d] },
  },
  DE: {
    code: 'DE',
    name: 'Delaware',
    llc: {
      formationFee: fig(110, [src.e, src.f, src.f2]),
      annual: {
        name: t.delaware_llcAnnualName,
        fee: fig(300, [src.g, src.g2]),
        due: { kind: 'fixed', ...stateDueDays.delawareLlc },
        dueText: t.delaware_llcDue(dayOfMonth(stateDueDays.delawareLlc)),
        dueSources: [src.g],
        lateFee: fig(200, [src.g, src.i2], delawareLateInterest),
      },
    },
    corp: {
      formationFee: fig(109, [src.e], t.delaware_corpFormationNote),
      annual: {
        name: t.delaware_corpAnnualName,
        fee: fig(50, [src.h], t.delaware_corpAnnualNote),
        due: { kind: 'fixed', ...stateDueDays.delawareCorp },
        dueText: t.delaware_corpDue(dayOfMonth(stateDueDays.delawareCorp)),
        dueSources: [src.h],
        lateFee: fig(200, [src.i2], delawareLateInterest),
      },
    },
    incomeTax: { text: t.delaware_incomeTax, sources: [src.g2] },
  },
  NM: {
    code: 'NM',
    name: 'New Mexico',
    llc: {
      formationFee: fig(50, [src.k]),
      annual: {
        name: t.newMexico_llcAnnualName,
        fee: fig(0, [src.k, src.l]),
        due: { kind: 'none' },
        dueText: t.newMexico_llcDue,
        dueSources: [src.k, src.l],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: t.annual_annualReport,
        fee: fig(null, [src.l]),
        due: { kind: 'none' },
        dueText: t.due_checkWithState,
        dueSources: [],
      },
    },
    incomeTax: { text: t.newMexico_incomeTax, sources: [src.l] },
  },
  FL: {
    code: 'FL',
    name: 'Florida',
    llc: {
      formationFee: fig(floridaArticlesFee + floridaAgentDesignationFee, [src.m], t.florida_llcFormationNote({ articles: usd(floridaArticlesFee, tag), agent: usd(floridaAgentDesignationFee, tag) })),
      annual: {
        name: t.annual_annualReport,
        fee: fig(138.75, [src.m, src.o]),
        due: { kind: 'fixed', ...stateDueDays.florida, opens: stateDueDays.floridaOpens },
        dueText: floridaDue,
        dueSources: [src.o],
        lateFee: fig(400, [src.o], t.florida_lateFeeNote),
      },
    },
    corp: {
      formationFee: fig(70, [src.n]),
      annual: {
        name: t.annual_annualReport,
        fee: fig(150, [src.m2]),
        due: { kind: 'fixed', ...stateDueDays.florida, opens: stateDueDays.floridaOpens },
        dueText: floridaDue,
        dueSources: [src.o],
        lateFee: fig(400, [src.o], t.florida_lateFeeNote),
      },
    },
    incomeTax: { text: t.florida_incomeTax, sources: [src.o2] },
  },
  TX: {
    code: 'TX',
    name: 'Texas',
    llc: {
      formationFee: fig(300, [src.p, src.p2]),
      annual: {
        name: t.texas_annualName,
        fee: fig(0, [src.q], texasNote),
        due: { kind: 'fixed', ...stateDueDays.texas },
        dueText: t.texas_due({ date: monthDay(stateDueDays.texas, tag) }),
        dueSources: [src.s],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: t.texas_annualName,
        fee: fig(0, [src.q], texasNote),
        due: { kind: 'fixed', ...stateDueDays.texas },
        dueText: t.texas_due({ date: monthDay(stateDueDays.texas, tag) }),
        dueSources: [src.s],
      },
    },
    incomeTax: { text: t.texas_incomeTax, sources: [src.p] },
  },
  NV: {
    code: 'NV',
    name: 'Nevada',
    llc: {
      formationFee: fig(
        nevadaArticlesFee + nevadaListFee + nevadaLlcLicenseFee,
        [src.t],
        t.nevada_llcFormationNote({ articles: usd(nevadaArticlesFee, tag), initialList: usd(nevadaListFee, tag), license: usd(nevadaLlcLicenseFee, tag) }),
      ),
      annual: {
        name: t.nevada_annualName,
        fee: fig(nevadaListFee + nevadaLlcLicenseFee, [src.w], t.nevada_llcAnnualNote({ list: usd(nevadaListFee, tag), license: usd(nevadaLlcLicenseFee, tag) })),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: t.due_formedMonthLastDay,
        dueSources: [src.w],
      },
    },
    corp: {
      formationFee: fig(null, [src.v, src.w]),
      annual: {
        name: t.nevada_annualName,
        fee: fig(nevadaCorpLicenseFee + nevadaListFee, [src.v, src.w], t.nevada_corpAnnualNote({ license: usd(nevadaCorpLicenseFee, tag), list: usd(nevadaListFee, tag) })),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: t.due_formedMonthLastDay,
        dueSources: [src.w],
      },
    },
    incomeTax: { text: t.nevada_incomeTax({ millions: millions(nevadaCommerceTaxThreshold) }), sources: [src.x] },
  },
  CO: {
    code: 'CO',
    name: 'Colorado',
    llc: {
      formationFee: fig(50, [src.y]),
      annual: {
        name: t.colorado_annualName,
        fee: fig(coloradoPeriodicReportFee, [src.aa], coloradoFee),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: t.colorado_due,
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    corp: {
      formationFee: fig(50, [src.z]),
      annual: {
        name: t.colorado_annualName,
        fee: fig(coloradoPeriodicReportFee, [src.aa], coloradoFee),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: t.colorado_due,
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    incomeTax: { text: t.colorado_incomeTax, sources: [src.y] },
  },
  MT: {
    code: 'MT',
    name: 'Montana',
    llc: {
      formationFee: fig(35, [src.cc]),
      annual: {
        name: t.annual_annualReport,
        fee: fig(montanaAnnualReportFee, [src.dd], t.montana_llcAnnualNote({ lateFee: usd(montanaLateAnnualReportFee, tag) })),
        due: { kind: 'fixed', ...stateDueDays.montana },
        dueText: t.montana_due({ date: monthDay(stateDueDays.montana, tag) }),
        dueSources: [src.dd],
        lateFee: fig(montanaLateAnnualReportFee - montanaAnnualReportFee, [src.dd], t.montana_llcLateFeeNote({ lateFee: usd(montanaLateAnnualReportFee, tag), fee: usd(montanaAnnualReportFee, tag) })),
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: t.annual_annualReport,
        fee: fig(null, []),
        due: { kind: 'fixed', ...stateDueDays.montana },
        dueText: t.due_checkWithState,
        dueSources: [],
      },
    },
    incomeTax: { text: t.montana_incomeTax, sources: [src.dd] },
  },
  CA: {
    code: 'CA',
    name: 'California',
    llc: {
      formationFee: fig(70, [src.ee]),
      annual: {
        name: t.california_annualName,
        fee: fig(californiaMinimumTax, [src.ff], t.california_llcAnnualNote),
        due: { kind: 'fourthMonth15th' },
        dueText: t.california_due,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: t.california_annualName,
        fee: fig(californiaMinimumTax, [src.ff], t.california_corpAnnualNote),
        due: { kind: 'fourthMonth15th' },
        dueText: t.california_due,
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    incomeTax: { text: t.california_incomeTax, sources: [src.ff] },
    warning: t.california_warning({ minimum: usd(californiaMinimumTax, tag) }),
  },
};

/** Delaware corporation franchise tax: the two methods and the report fee. */
export const delawareFranchiseTax: DelawareFranchiseTaxRules = {
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

/** The IRS fax number Form 5472 goes to (it has no e-filing). */
const form5472Fax = '855-887-7737';

/** Federal filings that come with a kind of company, whatever its state. */
export const form5472: FederalFiling = {
  id: 'form-5472',
  name: t.form5472_name,
  appliesTo: t.form5472_appliesTo(dayOfYear(form5472DisregardedEntitiesFrom)),
  due: { kind: 'fourthMonth15th' },
  dueText: t.form5472_dueText({ date: monthDay(form5472CalendarYearDue, tag) }),
  howToFile: t.form5472_howToFile({ fax: form5472Fax }),
  filingFee: fig(0, [src.ll], t.form5472_filingFeeNote),
  penalty: fig(form5472Penalty, [src.irs5472, src.mm, src.nn], t.form5472_penaltyNote({ penalty: usd(form5472Penalty, tag) })),
  sources: [src.irs5472, src.jj, src.kk, src.ll, src.ll2],
  lastChecked: checked,
};

export const federalFilings: FederalFiling[] = [form5472];

/** Claims found in the research that the site does not use, and why. */
export const unconfirmedFacts: UnconfirmedFact[] = [
  { topic: t.unconfirmed_corpFeesNewMexicoMontana_topic, why: t.unconfirmed_corpFeesNewMexicoMontana_why },
  { topic: t.unconfirmed_texasCorpFormation_topic({ fee: usd(300, tag) }), why: t.unconfirmed_texasCorpFormation_why },
  { topic: t.unconfirmed_nevadaCorpArticles_topic, why: t.unconfirmed_nevadaCorpArticles_why },
  { topic: t.unconfirmed_californiaCorpFormation_topic, why: t.unconfirmed_californiaCorpFormation_why },
  { topic: t.unconfirmed_wyomingLateFee_topic({ lateFee: usd(25, tag) }), why: t.unconfirmed_wyomingLateFee_why({ shown: usd(wyomingLateFee, tag) }) },
  { topic: t.unconfirmed_floridaCorpIncomeTax_topic, why: t.unconfirmed_floridaCorpIncomeTax_why },
  { topic: t.unconfirmed_coloradoMontanaIncomeTax_topic, why: t.unconfirmed_coloradoMontanaIncomeTax_why },
  { topic: t.unconfirmed_beneficialOwnership_topic({ date: monthYear(boiInterimRuleDate.slice(0, 7), tag) }), why: t.unconfirmed_beneficialOwnership_why },
  { topic: t.unconfirmed_dormantForm5472_topic, why: t.unconfirmed_dormantForm5472_why },
  { topic: t.unconfirmed_federalReturns_topic, why: t.unconfirmed_federalReturns_why },
  {
    topic: t.unconfirmed_staleFigures_topic({
      wyoming: usd(50, tag),
      colorado: usd(coloradoPeriodicReportFeeBefore, tag),
      delawareLlc: usd(90, tag),
      apvcMinimum: usd(350, tag),
      apvcMaximum: usd(180000, tag),
    }),
    why: t.unconfirmed_staleFigures_why,
  },
];
