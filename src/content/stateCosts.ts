/**
 * State and federal cost facts a founder outside the US compares before forming a company.
 *
 * Every figure names the pages it was taken from and when it was last compared with them. The
 * sources are secondary (legal-information sites, statute mirrors, state press releases), so each
 * figure should be checked against the state's own fee schedule before it is relied on. A figure
 * that could not be confirmed is `amount: null` and shows as "varies, check with the state"; claims
 * left out entirely are listed in `unconfirmedFacts`.
 */
import type {
  DelawareFranchiseTaxRules,
  FederalFiling,
  Figure,
  SourceLink,
  StateCode,
  StateFacts,
  UnconfirmedFact,
} from '../types/stateCosts';

/** When every figure below was last compared with its sources. */
export const factsLastChecked = '2026-11-24';

const checked = factsLastChecked;

/** The pages the figures come from, by the letter they carry in the research notes. */
export const costSources = {
  a: { label: 'wyomingllc.xyz: Wyoming annual report', url: 'https://wyomingllc.xyz/wyoming-annual-report' },
  a2: { label: 'Life of a Bit: Wyoming LLC formation', url: 'https://biz-license.lifeofabit.com/wyoming-llc-formation-cheyenne/' },
  b: { label: 'LegalClarity: how to incorporate in Wyoming', url: 'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements' },
  b2: { label: 'Northwest Registered Agent: Wyoming corporation', url: 'https://northwestregisteredagent.com/wyoming-corporation.html' },
  c: { label: 'Wyo. Stat. §17-29-209 (statute mirror, current through the 2024 Budget Session)', url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/' },
  d: { label: 'Nolo: annual report and tax filing requirements for Wyoming LLCs', url: 'https://nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-wyoming-llcs.html' },
  e: { label: 'LegalClarity: Delaware filing fees for LLCs and corporations', url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations' },
  f: { label: 'delewarellc.com: cost comparison', url: 'https://delewarellc.com/calculators/cost-comparison/' },
  f2: { label: 'LLC Radar: state filing fees', url: 'https://llcradar.com/es/state-filing-fees/' },
  g: { label: 'State Business Compliance: Delaware LLC annual tax 2026', url: 'https://statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026' },
  g2: { label: 'Agents of Delaware: Delaware LLC franchise tax', url: 'https://agentsofdelaware.com/delaware-llc-franchise-tax/' },
  h: { label: 'Clerky: calculate Delaware franchise tax', url: 'https://help.clerky.com/article/2796-calculate-delaware-franchise-tax' },
  i: { label: 'Delaware Franchise Desk: authorized shares vs assumed par value', url: 'https://delawarefranchisedesk.com/guides/authorized-shares-vs-assumed-par-value' },
  i2: { label: 'Delaware Franchise Desk: March 1 late penalty and interest', url: 'https://delawarefranchisedesk.com/guides/delaware-franchise-tax-march-1-late-penalty-interest' },
  i3: { label: 'mxk8bs.com: Delaware annual report', url: 'https://mxk8bs.com/knowledge-base/delaware-annual-report', published: '2026-01-05' },
  k: { label: 'Statepedia: New Mexico LLC annual report', url: 'https://statepedia.org/us/llc-annual-report/new-mexico', published: '2022-11-25' },
  l: { label: 'LLC Requirements: New Mexico (updated for 2026)', url: 'https://llcrequirements.com/llc-new-mexico-requirements' },
  m: { label: 'LegalClarity: Florida LLC filing fees', url: 'https://legalclarity.org/florida-llc-filing-fees-initial-and-annual-costs' },
  m2: { label: 'LegalClarity: Florida annual report fee', url: 'https://legalclarity.org/florida-annual-report-fee-and-filing-requirements' },
  n: { label: 'AdvisorSmith: most and least expensive states to register a business', url: 'https://advisorsmith.com/data/most-and-least-expensive-states-to-register-a-business' },
  o: { label: 'State Filing Fees: Florida annual report', url: 'https://statefilingfees.pages.dev/annual-report/florida/', published: '2026-06-28' },
  o2: { label: 'LegalClarity: how to file a Florida LLC annual report', url: 'https://legalclarity.org/how-to-file-a-florida-llc-annual-report-steps-and-fees' },
  p: { label: 'LegalClarity: the state fee for an LLC in Texas', url: 'https://legalclarity.org/what-is-the-state-fee-for-an-llc-in-texas' },
  p2: { label: 'TrademarkLens: Texas LLC formation and franchise tax', url: 'https://trademarklens.com/guides/texas-llc-formation-franchise-tax-filing' },
  q: { label: 'Texas Comptroller: No Tax Due Report updates for 2024 (mirror)', url: 'http://52.72.61.118/taxes/franchise/ntd-rpt-updates-2024.php' },
  s: { label: 'Allen Law Firm: Texas franchise tax', url: 'https://allenlawfirm.com/franchise-tax/' },
  t: { label: 'LegalClarity: how to create an LLC in Nevada', url: 'https://legalclarity.org/how-to-create-an-llc-in-nevada-steps-and-requirements' },
  v: { label: 'NRS 76.130 (Justia)', url: 'https://law.justia.com/codes/nevada/2019/chapter-76/statute-76-130/' },
  w: { label: 'Starting Your Business: Nevada annual report', url: 'https://startingyourbusiness.com/nevada-annual-report/' },
  x: { label: 'terms.law: Nevada LLC formation guide', url: 'https://terms.law/INC/NV/nevada-llc-formation-guide.html' },
  y: { label: 'LLCinfo: Colorado LLC', url: 'https://llcinfo.com/start-an-llc/colorado-llc/' },
  z: { label: 'Harbor Compliance: entity formation fees', url: 'https://harborcompliance.com/information/entity-formation-fees' },
  aa: { label: 'Colorado Secretary of State release (via EIN Presswire)', url: 'https://einpresswire.com/article/720766679', published: '2024-06-17' },
  bb: { label: 'LLC University: Colorado periodic report', url: 'https://llcuniversity.com/colorado-llc/periodic-report/' },
  cc: { label: 'Filings Made Easy: Montana LLC', url: 'https://filingsmadeeasy.com/montana/llc/' },
  dd: { label: 'LLCinfo: Montana LLC', url: 'https://llcinfo.com/start-an-llc/montana-llc' },
  ee: { label: 'TrademarkLens: California LLC formation and franchise tax', url: 'https://trademarklens.com/guides/california-llc-formation-franchise-tax-requirements' },
  ff: { label: 'California Tax Expert: first-year exemption', url: 'https://californiataxexpert.com/tag/first-year-exemption', published: '2025' },
  hh: { label: 'terms.law: Delaware assumed par value calculator', url: 'https://terms.law/Incorporation/delaware_apv_calculator.html' },
  jj: { label: 'Skala: Form 5472 and pro forma 1120', url: 'https://skala.io/blog/', published: '2026-05-01' },
  kk: { label: 'form5472.tax: foreign-owned single-member LLC', url: 'https://form5472.tax/foreign-owned-single-member-llc/' },
  ll: { label: 'Taxes for Expats: Form 5472 filing', url: 'https://help.taxesforexpats.com/en/articles/11143846' },
  ll2: { label: 'Dropwatch: IRS Form 5472 obligation', url: 'https://compliance.dropwatchhq.com/obligation/irs-5472' },
  mm: { label: 'Filabl: Form 5472 penalties, $25,000 explained', url: 'https://filabl.com/blog/form-5472-penalties-25000-explained' },
  nn: { label: 'SDO CPA: Form 5472 penalties', url: 'https://sdocpa.com/?p=1021' },
} satisfies Record<string, SourceLink>;

const src = costSources;

const fig = (amount: number | null, sources: SourceLink[], note?: string): Figure =>
  note === undefined ? { amount, sources, lastChecked: checked } : { amount, note, sources, lastChecked: checked };

/** Shown wherever a figure is `null`. */
export const unconfirmedFigureText = 'Varies, check with the state';

/** The states in the order the calculator lists them; California last, as a warning case. */
export const stateCodes: StateCode[] = ['WY', 'DE', 'NM', 'FL', 'TX', 'NV', 'CO', 'MT', 'CA'];

export const stateFacts: Record<StateCode, StateFacts> = {
  WY: {
    code: 'WY',
    name: 'Wyoming',
    llc: {
      formationFee: fig(100, [src.a, src.a2]),
      annual: {
        name: 'Annual report (license tax)',
        fee: fig(60, [src.c], 'The greater of $60 or $0.0002 per dollar of assets located in Wyoming'),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: 'First day of the month the company was formed in',
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    corp: {
      formationFee: fig(100, [src.b, src.b2]),
      annual: {
        name: 'Annual report (license tax)',
        fee: fig(60, [src.b, src.c], 'The greater of $60 or $0.0002 per dollar of assets located in Wyoming'),
        due: { kind: 'anniversaryMonth', day: 'first' },
        dueText: 'First day of the month the company was formed in',
        dueSources: [src.c],
        lateFee: fig(50, [src.a]),
      },
    },
    incomeTax: { text: 'None: Wyoming has no personal or corporate income tax.', sources: [src.d] },
  },
  DE: {
    code: 'DE',
    name: 'Delaware',
    llc: {
      formationFee: fig(110, [src.e, src.f, src.f2]),
      annual: {
        name: 'Annual LLC tax (no annual report)',
        fee: fig(300, [src.g, src.g2]),
        due: { kind: 'fixed', month: 6, day: 1 },
        dueText: 'June 1',
        dueSources: [src.g],
        lateFee: fig(200, [src.g, src.i2], 'Plus 1.5% interest a month'),
      },
    },
    corp: {
      formationFee: fig(109, [src.e], 'The minimum; it rises with the shares authorized. One source only'),
      annual: {
        name: 'Franchise tax and annual report',
        fee: fig(50, [src.h], 'The annual report fee; the franchise tax is added to it'),
        due: { kind: 'fixed', month: 3, day: 1 },
        dueText: 'March 1',
        dueSources: [src.h],
        lateFee: fig(200, [src.i2], 'Plus 1.5% interest a month'),
      },
    },
    incomeTax: { text: 'No Delaware income tax for a company that operates outside Delaware.', sources: [src.g2] },
  },
  NM: {
    code: 'NM',
    name: 'New Mexico',
    llc: {
      formationFee: fig(50, [src.k]),
      annual: {
        name: 'No annual report and no annual fee',
        fee: fig(0, [src.k, src.l]),
        due: { kind: 'none' },
        dueText: 'Nothing due',
        dueSources: [src.k, src.l],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Annual report',
        fee: fig(null, [src.l]),
        due: { kind: 'none' },
        dueText: 'Check with the state',
        dueSources: [],
      },
    },
    incomeTax: {
      text: 'Personal income tax and gross receipts tax apply only with activity in New Mexico.',
      sources: [src.l],
    },
  },
  FL: {
    code: 'FL',
    name: 'Florida',
    llc: {
      formationFee: fig(125, [src.m], '$100 articles plus $25 registered agent designation'),
      annual: {
        name: 'Annual report',
        fee: fig(138.75, [src.m, src.o]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: 'Between January 1 and May 1',
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'Not waivable'),
      },
    },
    corp: {
      formationFee: fig(70, [src.n]),
      annual: {
        name: 'Annual report',
        fee: fig(150, [src.m2]),
        due: { kind: 'fixed', month: 5, day: 1, opens: { month: 1, day: 1 } },
        dueText: 'Between January 1 and May 1',
        dueSources: [src.o],
        lateFee: fig(400, [src.o], 'Not waivable'),
      },
    },
    incomeTax: { text: 'No personal income tax and no LLC franchise tax.', sources: [src.o2] },
  },
  TX: {
    code: 'TX',
    name: 'Texas',
    llc: {
      formationFee: fig(300, [src.p, src.p2]),
      annual: {
        name: 'Franchise tax and Public Information Report',
        fee: fig(
          0,
          [src.q],
          'No franchise tax below the no-tax-due revenue threshold ($2.47M for reports due 2024–25); the Public Information Report is still mandatory',
        ),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: 'May 15',
        dueSources: [src.s],
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Franchise tax and Public Information Report',
        fee: fig(
          0,
          [src.q],
          'No franchise tax below the no-tax-due revenue threshold ($2.47M for reports due 2024–25); the Public Information Report is still mandatory',
        ),
        due: { kind: 'fixed', month: 5, day: 15 },
        dueText: 'May 15',
        dueSources: [src.s],
      },
    },
    incomeTax: { text: 'No personal income tax.', sources: [src.p] },
  },
  NV: {
    code: 'NV',
    name: 'Nevada',
    llc: {
      formationFee: fig(425, [src.t], '$75 articles, $150 initial list and $200 business license'),
      annual: {
        name: 'Annual list and business license',
        fee: fig(350, [src.w], '$150 annual list plus $200 business license'),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: 'Last day of the month the company was formed in',
        dueSources: [src.w],
      },
    },
    corp: {
      formationFee: fig(null, [src.v, src.w]),
      annual: {
        name: 'Annual list and business license',
        fee: fig(650, [src.v, src.w], 'The minimum: $500 business license plus a list of at least $150'),
        due: { kind: 'anniversaryMonth', day: 'last' },
        dueText: 'Last day of the month the company was formed in',
        dueSources: [src.w],
      },
    },
    incomeTax: { text: 'No income tax; a Commerce Tax applies to gross revenue over $4M.', sources: [src.x] },
  },
  CO: {
    code: 'CO',
    name: 'Colorado',
    llc: {
      formationFee: fig(50, [src.y]),
      annual: {
        name: 'Periodic report',
        fee: fig(25, [src.aa], '$25 since July 1, 2024 (was $10)'),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: 'In a five-month window around the month the company was formed in',
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    corp: {
      formationFee: fig(50, [src.z]),
      annual: {
        name: 'Periodic report',
        fee: fig(25, [src.aa], '$25 since July 1, 2024 (was $10)'),
        due: { kind: 'anniversaryWindow', monthsBefore: 2, monthsAfter: 2 },
        dueText: 'In a five-month window around the month the company was formed in',
        dueSources: [src.y, src.bb],
        lateFee: fig(50, [src.y, src.bb]),
      },
    },
    incomeTax: { text: 'State income tax applies only with activity in Colorado.', sources: [src.y] },
  },
  MT: {
    code: 'MT',
    name: 'Montana',
    llc: {
      formationFee: fig(35, [src.cc]),
      annual: {
        name: 'Annual report',
        fee: fig(20, [src.dd], '$35 when filed late'),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: 'April 15',
        dueSources: [src.dd],
        lateFee: fig(15, [src.dd], 'The report costs $35 instead of $20'),
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Annual report',
        fee: fig(null, []),
        due: { kind: 'fixed', month: 4, day: 15 },
        dueText: 'Check with the state',
        dueSources: [],
      },
    },
    incomeTax: { text: 'State income tax applies only with activity in Montana.', sources: [src.dd] },
  },
  CA: {
    code: 'CA',
    name: 'California',
    llc: {
      formationFee: fig(70, [src.ee]),
      annual: {
        name: 'Minimum annual tax',
        fee: fig(800, [src.ff], 'Due even with no revenue; the first-year waiver applied only to LLCs formed 2021–2023'),
        due: { kind: 'fourthMonth15th' },
        dueText: '15th day of the 4th month of the tax year',
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    corp: {
      formationFee: fig(null, []),
      annual: {
        name: 'Minimum annual tax',
        fee: fig(800, [src.ff], 'Due even with no revenue'),
        due: { kind: 'fourthMonth15th' },
        dueText: '15th day of the 4th month of the tax year',
        dueSources: [src.ee],
        firstDueYear: 1,
      },
    },
    incomeTax: {
      text: 'Applies to companies formed in, registered in or doing business in California.',
      sources: [src.ff],
    },
    warning:
      'California charges at least $800 a year, even with no revenue. Founders outside the US rarely need it; it is shown so you can compare.',
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

/** Federal filings that come with a kind of company, whatever its state. */
export const form5472: FederalFiling = {
  id: 'form-5472',
  name: 'Form 5472 + pro forma Form 1120',
  appliesTo:
    'A single-member LLC owned from outside the US (a disregarded entity), for tax years beginning on or after January 1, 2017',
  due: { kind: 'fourthMonth15th' },
  dueText: '15th day of the 4th month after the tax year ends (April 15 for a calendar year); extension with Form 7004',
  howToFile: 'No e-filing: by fax to 855-887-7737 or by mail to the IRS in Ogden, Utah',
  filingFee: fig(0, [src.ll], 'No government fee'),
  penalty: fig(
    25000,
    [src.mm, src.nn],
    'Per form per year; another $25,000 for each 30 days the failure continues more than 90 days after an IRS notice, with no cap',
  ),
  sources: [src.jj, src.kk, src.ll, src.ll2],
  lastChecked: checked,
};

export const federalFilings: FederalFiling[] = [form5472];

/** Claims found in the research that the site does not use, and why. */
export const unconfirmedFacts: UnconfirmedFact[] = [
  { topic: 'New Mexico and Montana corporation fees', why: 'No source found; shown as "varies, check with the state".' },
  { topic: 'Texas corporation formation fee ($300)', why: 'One unconfirmed source; shown as "varies, check with the state".' },
  { topic: 'Nevada corporation articles fee', why: 'Not found; the formation total is shown as "varies, check with the state".' },
  { topic: 'California corporation formation fee', why: 'No source found.' },
  { topic: 'Texas no-tax-due threshold for 2026 ($2.65M)', why: 'One source marked pending review; the $2.47M figure for 2024–25 is shown.' },
  { topic: 'Wyoming late fee of $25', why: 'Conflicts with the $50 of another source; $50 is shown.' },
  { topic: 'Florida corporate income tax on C-Corps', why: 'No source found.' },
  { topic: 'Colorado and Montana income tax rates', why: 'No source found; only relevant with activity in the state.' },
  { topic: 'Beneficial ownership (BOI) reporting after the March 2025 interim rule', why: 'No 2026 source found.' },
  { topic: 'Whether a fully dormant single-member LLC must file Form 5472', why: 'Sources conflict; the site treats it as due.' },
  { topic: 'Federal income tax returns of multi-member LLCs and C-Corps', why: 'Not covered by the sources; named without dates or figures.' },
  { topic: 'Stale figures (Wyoming $50, Colorado $10, Delaware LLC $90, Delaware APVC minimum $350 and maximum $180,000)', why: 'Superseded; never shown.' },
];
