// Generated from src/messages/en.json by src/prerender/messages/messageCatalogs.ts whenever Vite starts. Do not edit.

// A content module in a given language (tests, Storybook): `(await import('/src/content/pricing.ts?locale=es')) as typeof import('./pricing')`.
declare module '*?locale=en';
declare module '*?locale=es';
declare module '*?locale=pt-br';
declare module '*?locale=fr';
declare module '*?locale=ar';
declare module '*?locale=en-xa';

declare module 'virtual:messages/about' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly image: {
      readonly alt: string;
    };
    readonly section: {
      readonly eyebrow: string;
      readonly title: string;
      readonly intro: (p: { brandName: string }) => string;
      readonly whatWeDo: string;
      readonly points: {
        readonly fastRegistration: (p: { hours: string }) => string;
        readonly clearPricing: string;
        readonly lifetimeSupport: string;
      };
      readonly cta: string;
    };
    readonly page: {
      readonly eyebrow: string;
      readonly title: string;
      readonly story: {
        readonly beginning: string;
        readonly today: string;
        readonly afterFormation: string;
      };
      readonly mission: {
        readonly eyebrow: string;
        readonly title: string;
        readonly text: string;
      };
      readonly values: {
        readonly plainAnswers: {
          readonly title: string;
          readonly text: string;
        };
        readonly clearPrices: {
          readonly title: string;
          readonly text: string;
        };
        readonly privacyFirst: {
          readonly title: string;
          readonly text: string;
        };
        readonly longRun: {
          readonly title: string;
          readonly text: string;
        };
      };
      readonly cta: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/banner' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly eyebrow: string;
    readonly title: string;
    readonly text: string;
    readonly cta: string;
    readonly secondaryCta: string;
    readonly imageAlt: string;
  };
  export default messages;
}

declare module 'virtual:messages/blog' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly llcOrCorp: {
      readonly title: string;
      readonly imageAlt: string;
      readonly excerpt: string;
      readonly body: {
        readonly twoStructures: (p: { share: string }) => string;
        readonly llcSimpler: string;
        readonly cCorpTaxpayer: (p: { rate: string }) => string;
      };
      readonly midTitle: string;
      readonly midBody: {
        readonly chooseLlc: string;
        readonly chooseCCorp: string;
        readonly homeCountryTax: string;
      };
    };
    readonly category: {
      readonly companyFormation: string;
      readonly taxes: string;
      readonly compliance: string;
      readonly banking: string;
      readonly operations: string;
    };
    readonly einWithoutSsn: {
      readonly title: string;
      readonly imageAlt: string;
      readonly excerpt: string;
      readonly body: {
        readonly whatEinIs: string;
        readonly ss4Instead: string;
      };
      readonly midTitle: string;
      readonly midBody: {
        readonly stateApprovalFirst: string;
        readonly noItinNeeded: string;
        readonly faxTurnaround: string;
      };
    };
    readonly registeredAgent: {
      readonly title: string;
      readonly imageAlt: string;
      readonly excerpt: string;
      readonly body: {
        readonly everyStateRequires: string;
        readonly whatAgentReceives: string;
      };
      readonly midTitle: string;
      readonly midBody: {
        readonly notYourOwnAgent: string;
        readonly professionalAgent: string;
      };
    };
    readonly tag: {
      readonly registeredAgent: string;
      readonly compliance: string;
      readonly privacy: string;
      readonly banking: string;
      readonly payments: string;
      readonly taxes: string;
      readonly virtualAddress: string;
      readonly mail: string;
    };
    readonly bankAccount: {
      readonly title: string;
      readonly imageAlt: string;
      readonly excerpt: string;
      readonly body: {
        readonly whyAccount: string;
        readonly documents: string;
      };
      readonly midTitle: string;
      readonly midBody: {
        readonly onlineBanks: string;
        readonly whyRejected: string;
        readonly partnerBonus: (p: { bonus: string }) => string;
      };
    };
    readonly yearlyTaxes: {
      readonly title: string;
      readonly imageAlt: string;
      readonly excerpt: string;
      readonly body: {
        readonly alwaysFiling: string;
        readonly singleMemberLlc: (p: { date: string; penalty: string }) => string;
        readonly multiMemberAndCorp: (p: { rate: string }) => string;
      };
      readonly midTitle: string;
      readonly midBody: {
        readonly stateRules: (p: { delawareLlcTax: string; llcMonth: string; llcDay: number; corpMonth: string; corpDay: number; wyomingMinimum: string }) => string;
        readonly cleanRecords: string;
      };
    };
    readonly virtualAddress: {
      readonly title: string;
      readonly imageAlt: string;
      readonly excerpt: string;
      readonly body: {
        readonly twoAddresses: string;
        readonly agentAddress: string;
        readonly virtualAddress: string;
      };
      readonly midTitle: string;
      readonly midBody: {
        readonly whereToUse: string;
        readonly mailBox: string;
      };
    };
    readonly detailTag: {
      readonly algorithm: string;
      readonly dataScience: string;
    };
    readonly archiveLabel: (p: { month: string; year: string }) => string;
  };
  export default messages;
}

declare module 'virtual:messages/comments' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly avatar: {
      readonly priya: string;
      readonly marco: string;
      readonly staff: string;
    };
    readonly priyaLlcOverCorp: {
      readonly text: string;
    };
    readonly sofiaConvertLater: {
      readonly text: string;
    };
    readonly marcoEinWithoutItin: {
      readonly text: string;
    };
    readonly amaraSs4Designee: {
      readonly text: string;
    };
    readonly marcoMatchingAddresses: {
      readonly text: string;
    };
    readonly priyaForm5472: {
      readonly text: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/complianceCalendar' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly fee: {
      readonly none: string;
    };
    readonly sources: {
      readonly form1120: string;
      readonly form5472: string;
      readonly form7004: string;
    };
    readonly state: {
      readonly nothingDue: (p: { state: string; filing: string }) => string;
      readonly unconfirmed: (p: { state: string; filing: string; unconfirmed: string }) => string;
      readonly undated: (p: { state: string; filing: string }) => string;
      readonly delawareFranchise: (p: { minimum: string }) => string;
      readonly title: (p: { state: string; filing: string }) => string;
      readonly what: (p: { due: string; fee: string; franchise: string }) => string;
      readonly ifMissed: (p: { fee: string }) => string;
    };
    readonly form5472: {
      readonly title: (p: { name: string }) => string;
      readonly what: (p: { appliesTo: string; due: string; howToFile: string }) => string;
      readonly ifMissed: (p: { penalty: string; note: string }) => string;
    };
    readonly form7004: {
      readonly title: string;
      readonly llcWhat: string;
      readonly llcIfMissed: (p: { penalty: string }) => string;
      readonly corpWhat: string;
      readonly corpIfMissed: string;
    };
    readonly form1120: {
      readonly title: string;
      readonly what: (p: { share: string }) => string;
      readonly ifMissed: (p: { penalty: string }) => string;
    };
    readonly types: {
      readonly llc: string;
      readonly corp: string;
    };
    readonly boi: {
      readonly title: string;
      readonly text: (p: { date: string }) => string;
      readonly federalRegister: (p: { date: string }) => string;
      readonly debevoise: string;
    };
    readonly page: {
      readonly title: string;
      readonly description: string;
    };
    readonly heading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly labels: {
      readonly state: string;
      readonly type: string;
      readonly formedMonth: string;
      readonly formedYear: string;
      readonly unknownState: (p: { value: string; state: string }) => string;
      readonly unknownType: (p: { value: string }) => string;
      readonly unknownFormed: (p: { value: string }) => string;
      readonly scheduleHeading: (p: { from: string; to: string }) => string;
      readonly summary: (p: { state: string; type: string; count: number }) => string;
      readonly none: string;
      readonly opens: (p: { date: string }) => string;
      readonly ifMissed: string;
      readonly sources: string;
      readonly checked: (p: { date: string }) => string;
      readonly notesHeading: string;
      readonly download: string;
      readonly downloadHint: string;
      readonly fileName: (p: { state: string; type: string; formed: string }) => string;
      readonly calendarName: (p: { state: string; type: string }) => string;
      readonly reminder: (p: { title: string }) => string;
      readonly eventDescription: (p: { what: string; ifMissed: string; sources: string; checked: string }) => string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/contact' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly heading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly form: {
      readonly title: string;
    };
    readonly office: {
      readonly title: string;
      readonly text: string;
    };
    readonly countryComments: (p: { country: string }) => string;
  };
  export default messages;
}

declare module 'virtual:messages/costCalculator' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly factDate: {
      readonly month: (p: { month: string; year: string }) => string;
      readonly day: (p: { month: string; day: number; year: string }) => string;
    };
    readonly plans: {
      readonly once: (p: { tab: string; plan: string; price: string }) => string;
      readonly monthly: (p: { tab: string; plan: string; price: string }) => string;
    };
    readonly heading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly form: {
      readonly title: string;
      readonly state: string;
      readonly type: string;
      readonly years: string;
      readonly plan: string;
      readonly noPlan: string;
      readonly yearsOption: (p: { count: number }) => string;
      readonly delawareTitle: string;
      readonly delawareText: string;
      readonly authorizedShares: string;
      readonly issuedShares: string;
      readonly grossAssets: string;
      readonly parValue: string;
      readonly shareLink: string;
    };
    readonly typeNames: {
      readonly smllc: string;
      readonly mmllc: string;
      readonly ccorp: string;
    };
    readonly typeNotes: {
      readonly smllc: (p: { form: string; penalty: string }) => string;
      readonly mmllc: string;
      readonly ccorp: string;
    };
    readonly problems: {
      readonly unknownState: (p: { value: string; fallback: string }) => string;
      readonly unknownType: (p: { value: string; fallback: string }) => string;
      readonly yearsOutOfRange: (p: { value: string; fallback: string }) => string;
      readonly unknownPlan: (p: { value: string }) => string;
      readonly notAWholeNumber: (p: { value: string }) => string;
      readonly notAnAmount: (p: { value: string }) => string;
      readonly tooLarge: (p: { value: string }) => string;
    };
    readonly atLeast: (p: { amount: string }) => string;
    readonly yearTable: {
      readonly title: string;
      readonly caption: (p: { type: string; state: string; count: number }) => string;
      readonly summary: (p: { type: string; state: string; total: string; count: number }) => string;
      readonly year: string;
      readonly yearLabel: (p: { n: string }) => string;
      readonly formation: string;
      readonly stateYearly: string;
      readonly federal: string;
      readonly plan: string;
      readonly total: string;
      readonly noFiling: string;
      readonly filingFee: (p: { names: string; fee: string }) => string;
      readonly firstYearNote: string;
    };
    readonly franchiseTax: {
      readonly title: string;
      readonly text: string;
      readonly authorizedShares: string;
      readonly assumedParValue: string;
      readonly notUsable: string;
      readonly lower: string;
      readonly reportFee: (p: { fee: string }) => string;
      readonly capital: (p: { amount: string }) => string;
    };
    readonly comparison: {
      readonly title: string;
      readonly caption: (p: { type: string; count: number }) => string;
      readonly state: string;
      readonly formation: string;
      readonly stateYearly: string;
      readonly federal: string;
      readonly plan: string;
      readonly total: string;
      readonly yourChoice: string;
      readonly warning: string;
      readonly incompleteNote: string;
    };
    readonly chart: {
      readonly title: string;
      readonly description: string;
      readonly loading: string;
      readonly series: {
        readonly formation: string;
        readonly stateYearly: string;
        readonly plan: string;
      };
    };
    readonly sources: {
      readonly title: string;
      readonly text: (p: { date: string; unconfirmed: string }) => string;
      readonly formation: string;
      readonly due: string;
      readonly lastChecked: (p: { date: string }) => string;
      readonly published: (p: { date: string }) => string;
      readonly federal: string;
      readonly delaware: string;
      readonly penalty: string;
    };
    readonly opensInNewTab: string;
  };
  export default messages;
}

declare module 'virtual:messages/counters' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly completedProjects: string;
    readonly thousandsSuffix: string;
    readonly yearsOfExperience: string;
    readonly countriesServed: string;
    readonly partnerBanks: string;
  };
  export default messages;
}

declare module 'virtual:messages/countries' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly names: {
      readonly AF: string;
      readonly AX: string;
      readonly AL: string;
      readonly DZ: string;
      readonly AS: string;
      readonly AD: string;
      readonly AO: string;
      readonly AI: string;
      readonly AQ: string;
      readonly AG: string;
      readonly AR: string;
      readonly AM: string;
      readonly AW: string;
      readonly AU: string;
      readonly AT: string;
      readonly AZ: string;
      readonly BS: string;
      readonly BH: string;
      readonly BD: string;
      readonly BB: string;
      readonly BY: string;
      readonly BE: string;
      readonly BZ: string;
      readonly BJ: string;
      readonly BM: string;
      readonly BT: string;
      readonly BO: string;
      readonly BQ: string;
      readonly BA: string;
      readonly BW: string;
      readonly BV: string;
      readonly BR: string;
      readonly IO: string;
      readonly VG: string;
      readonly BN: string;
      readonly BG: string;
      readonly BF: string;
      readonly BI: string;
      readonly KH: string;
      readonly CM: string;
      readonly CA: string;
      readonly CV: string;
      readonly KY: string;
      readonly CF: string;
      readonly TD: string;
      readonly CL: string;
      readonly CN: string;
      readonly CX: string;
      readonly CC: string;
      readonly CO: string;
      readonly KM: string;
      readonly CK: string;
      readonly CR: string;
      readonly CI: string;
      readonly HR: string;
      readonly CU: string;
      readonly CW: string;
      readonly CY: string;
      readonly CZ: string;
      readonly CD: string;
      readonly DK: string;
      readonly DJ: string;
      readonly DM: string;
      readonly DO: string;
      readonly EC: string;
      readonly EG: string;
      readonly SV: string;
      readonly GQ: string;
      readonly ER: string;
      readonly EE: string;
      readonly SZ: string;
      readonly ET: string;
      readonly FK: string;
      readonly FO: string;
      readonly FJ: string;
      readonly FI: string;
      readonly FR: string;
      readonly GF: string;
      readonly PF: string;
      readonly TF: string;
      readonly GA: string;
      readonly GM: string;
      readonly GE: string;
      readonly DE: string;
      readonly GH: string;
      readonly GI: string;
      readonly GR: string;
      readonly GL: string;
      readonly GD: string;
      readonly GP: string;
      readonly GU: string;
      readonly GT: string;
      readonly GG: string;
      readonly GN: string;
      readonly GW: string;
      readonly GY: string;
      readonly HT: string;
      readonly HM: string;
      readonly HN: string;
      readonly HK: string;
      readonly HU: string;
      readonly IS: string;
      readonly IN: string;
      readonly ID: string;
      readonly IR: string;
      readonly IQ: string;
      readonly IE: string;
      readonly IM: string;
      readonly IL: string;
      readonly IT: string;
      readonly JM: string;
      readonly JP: string;
      readonly JE: string;
      readonly JO: string;
      readonly KZ: string;
      readonly KE: string;
      readonly KI: string;
      readonly XK: string;
      readonly KW: string;
      readonly KG: string;
      readonly LA: string;
      readonly LV: string;
      readonly LB: string;
      readonly LS: string;
      readonly LR: string;
      readonly LY: string;
      readonly LI: string;
      readonly LT: string;
      readonly LU: string;
      readonly MO: string;
      readonly MG: string;
      readonly MW: string;
      readonly MY: string;
      readonly MV: string;
      readonly ML: string;
      readonly MT: string;
      readonly MH: string;
      readonly MQ: string;
      readonly MR: string;
      readonly MU: string;
      readonly YT: string;
      readonly MX: string;
      readonly FM: string;
      readonly MD: string;
      readonly MC: string;
      readonly MN: string;
      readonly ME: string;
      readonly MS: string;
      readonly MA: string;
      readonly MZ: string;
      readonly MM: string;
      readonly NA: string;
      readonly NR: string;
      readonly NP: string;
      readonly NL: string;
      readonly NC: string;
      readonly NZ: string;
      readonly NI: string;
      readonly NE: string;
      readonly NG: string;
      readonly NU: string;
      readonly NF: string;
      readonly KP: string;
      readonly MK: string;
      readonly MP: string;
      readonly NO: string;
      readonly OM: string;
      readonly PK: string;
      readonly PW: string;
      readonly PS: string;
      readonly PA: string;
      readonly PG: string;
      readonly PY: string;
      readonly PE: string;
      readonly PH: string;
      readonly PN: string;
      readonly PL: string;
      readonly PT: string;
      readonly PR: string;
      readonly QA: string;
      readonly CG: string;
      readonly RE: string;
      readonly RO: string;
      readonly RU: string;
      readonly RW: string;
      readonly BL: string;
      readonly SH: string;
      readonly KN: string;
      readonly LC: string;
      readonly MF: string;
      readonly PM: string;
      readonly VC: string;
      readonly WS: string;
      readonly SM: string;
      readonly ST: string;
      readonly SA: string;
      readonly SN: string;
      readonly RS: string;
      readonly SC: string;
      readonly SL: string;
      readonly SG: string;
      readonly SX: string;
      readonly SK: string;
      readonly SI: string;
      readonly SB: string;
      readonly SO: string;
      readonly ZA: string;
      readonly GS: string;
      readonly KR: string;
      readonly SS: string;
      readonly ES: string;
      readonly LK: string;
      readonly SD: string;
      readonly SR: string;
      readonly SJ: string;
      readonly SE: string;
      readonly CH: string;
      readonly SY: string;
      readonly TW: string;
      readonly TJ: string;
      readonly TZ: string;
      readonly TH: string;
      readonly TL: string;
      readonly TG: string;
      readonly TK: string;
      readonly TO: string;
      readonly TT: string;
      readonly TN: string;
      readonly TR: string;
      readonly TM: string;
      readonly TC: string;
      readonly TV: string;
      readonly UG: string;
      readonly UA: string;
      readonly AE: string;
      readonly GB: string;
      readonly US: string;
      readonly UM: string;
      readonly UY: string;
      readonly VI: string;
      readonly UZ: string;
      readonly VU: string;
      readonly VA: string;
      readonly VE: string;
      readonly VN: string;
      readonly WF: string;
      readonly EH: string;
      readonly YE: string;
      readonly ZM: string;
      readonly ZW: string;
    };
    readonly aliases: {
      readonly AX: {
        readonly "1": string;
      };
      readonly VG: {
        readonly "1": string;
      };
      readonly BN: {
        readonly "1": string;
      };
      readonly CN: {
        readonly "1": string;
      };
      readonly CI: {
        readonly "1": string;
        readonly "2": string;
      };
      readonly CZ: {
        readonly "1": string;
      };
      readonly CD: {
        readonly "1": string;
      };
      readonly GM: {
        readonly "1": string;
        readonly "2": string;
      };
      readonly IR: {
        readonly "1": string;
      };
      readonly LA: {
        readonly "1": string;
      };
      readonly FM: {
        readonly "1": string;
      };
      readonly MD: {
        readonly "1": string;
      };
      readonly NL: {
        readonly "1": string;
        readonly "2": string;
      };
      readonly MK: {
        readonly "1": string;
      };
      readonly PS: {
        readonly "1": string;
      };
      readonly PN: {
        readonly "1": string;
      };
      readonly CG: {
        readonly "1": string;
      };
      readonly RU: {
        readonly "1": string;
      };
      readonly KR: {
        readonly "1": string;
        readonly "2": string;
      };
      readonly SY: {
        readonly "1": string;
      };
      readonly TW: {
        readonly "1": string;
      };
      readonly TZ: {
        readonly "1": string;
      };
      readonly TR: {
        readonly "1": string;
      };
      readonly AE: {
        readonly "1": string;
      };
      readonly GB: {
        readonly "1": string;
        readonly "2": string;
      };
      readonly US: {
        readonly "1": string;
        readonly "2": string;
        readonly "3": string;
        readonly "4": string;
        readonly "5": string;
      };
      readonly VI: {
        readonly "1": string;
      };
      readonly VA: {
        readonly "1": string;
      };
    };
  };
  export default messages;
}

declare module 'virtual:messages/duties' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly acceptCorrespondence: {
      readonly title: string;
      readonly text: string;
    };
    readonly maintainAvailability: {
      readonly title: string;
      readonly text: string;
    };
    readonly physicalAddress: {
      readonly title: string;
      readonly text: string;
    };
    readonly forwardDocuments: {
      readonly title: string;
      readonly text: string;
    };
    readonly stateCompliance: {
      readonly title: string;
      readonly text: string;
    };
    readonly protectPrivacy: {
      readonly title: string;
      readonly text: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/eligibility' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly sources: {
      readonly ofac: string;
      readonly irsEin: string;
      readonly irs5472: string;
      readonly stripeLlcGuide: string;
      readonly stripeAtlasApplication: string;
      readonly stripeAtlasBanking: string;
      readonly stripeRestricted: string;
      readonly wiseAddress: string;
      readonly mercury2024: (p: { date: string }) => string;
      readonly phonePlans: string;
    };
    readonly services: {
      readonly formation: string;
      readonly ein: string;
      readonly address: string;
      readonly phone: string;
      readonly bankingOnline: string;
      readonly bankingMultiCurrency: string;
      readonly stripe: string;
      readonly taxFiling: string;
    };
    readonly shared: {
      readonly sanctionedCitizen: string;
      readonly sanctionsScreening: string;
    };
    readonly defaults: {
      readonly formation: string;
      readonly ein: string;
      readonly address: string;
      readonly phone: string;
      readonly bankingOnline: string;
      readonly bankingMultiCurrency: string;
      readonly stripe: string;
      readonly taxFiling: (p: { date: string; penalty: string }) => string;
    };
    readonly groups: {
      readonly sanctioned: {
        readonly label: string;
        readonly blocked: string;
        readonly everyService: string;
      };
      readonly syria: {
        readonly label: string;
        readonly blocked: string;
        readonly everyService: string;
      };
      readonly sanctionedCitizens: {
        readonly label: string;
      };
      readonly ukraineRegions: {
        readonly label: string;
        readonly note: string;
      };
      readonly mercury2024: {
        readonly label: string;
        readonly bankingOnline: (p: { date: string }) => string;
      };
      readonly russiaBelarus: {
        readonly label: string;
      };
      readonly russiaBelarusCitizens: {
        readonly label: string;
        readonly bankingOnline: string;
        readonly stripe: string;
      };
      readonly usResidents: {
        readonly label: string;
        readonly ein: string;
      };
    };
    readonly page: {
      readonly title: string;
      readonly description: string;
    };
    readonly status: {
      readonly available: string;
      readonly conditions: string;
      readonly unavailable: string;
    };
    readonly countryCheckHeading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly countryCheck: {
      readonly residence: string;
      readonly citizenship: string;
      readonly citizenshipHelp: string;
      readonly noOptions: string;
      readonly open: string;
      readonly close: string;
      readonly clear: string;
      readonly unknownCountry: (p: { value: string }) => string;
      readonly prompt: string;
      readonly answerResidence: (p: { residence: string }) => string;
      readonly answerResidenceAndCitizenship: (p: { residence: string; citizenship: string }) => string;
      readonly summary: (p: { available: number; conditions: number; unavailable: number }) => string;
      readonly blockedTitle: (p: { country: string }) => string;
      readonly nextPlans: string;
      readonly nextPlansText: string;
      readonly nextInquiry: (p: { country: string }) => string;
      readonly nextInquiryText: string;
      readonly shareHint: string;
    };
    readonly source: string;
    readonly checked: (p: { date: string }) => string;
    readonly rulesHeading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly rules: {
      readonly everyone: string;
      readonly regionNotes: string;
      readonly checkLink: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/faq' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly eligibility: {
      readonly question: string;
      readonly answer: (p: { share: string }) => string;
      readonly links: {
        readonly checkCountry: string;
      };
    };
    readonly state: {
      readonly question: string;
      readonly answer: string;
      readonly links: {
        readonly compareCosts: string;
      };
    };
    readonly timing: {
      readonly question: string;
      readonly answer: (p: { fastest: number; usual: number }) => string;
    };
    readonly filings: {
      readonly question: string;
      readonly answer: (p: { penalty: string }) => string;
      readonly links: {
        readonly deadlines: string;
        readonly yearlyFees: string;
      };
    };
    readonly refunds: {
      readonly question: string;
      readonly answer: (p: { days: number }) => string;
      readonly links: {
        readonly terms: string;
      };
    };
  };
  export default messages;
}

declare module 'virtual:messages/footer' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly company: {
      readonly title: string;
      readonly aboutUs: string;
      readonly team: string;
      readonly clientStories: string;
    };
    readonly services: {
      readonly title: string;
    };
    readonly resources: {
      readonly title: string;
      readonly pricing: string;
      readonly costCalculator: string;
      readonly countryCheck: string;
      readonly complianceCalendar: string;
      readonly refunds: string;
      readonly founderGuides: string;
      readonly contactUs: string;
      readonly clientPortal: string;
    };
    readonly emails: {
      readonly general: string;
      readonly support: string;
      readonly agent: string;
      readonly billing: string;
    };
    readonly about: {
      readonly text: string;
      readonly disclaimer: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/home' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly packages: {
      readonly allInclusive: {
        readonly title: string;
        readonly text: string;
        readonly items: {
          readonly incorporation: (p: { fastest: number; usual: number }) => string;
          readonly banking: string;
          readonly virtualAddress: string;
          readonly phoneNumber: string;
        };
      };
      readonly lifetimeSupport: {
        readonly title: string;
        readonly text: string;
        readonly items: {
          readonly namedContact: string;
          readonly deadlineReminders: string;
          readonly plainAnswers: string;
        };
      };
    };
    readonly servicesSection: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: (p: { fastest: number }) => string;
    };
    readonly planYourCompany: {
      readonly heading: {
        readonly eyebrow: string;
        readonly title: string;
        readonly text: string;
      };
      readonly costs: {
        readonly title: string;
        readonly text: string;
        readonly ctaLabel: string;
      };
      readonly eligibility: {
        readonly title: string;
        readonly text: string;
        readonly ctaLabel: string;
      };
      readonly calendar: {
        readonly title: string;
        readonly text: (p: { penalty: string }) => string;
        readonly ctaLabel: string;
      };
    };
    readonly dutiesSection: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly whyChooseUs: {
      readonly heading: {
        readonly eyebrow: string;
        readonly title: string;
        readonly text: string;
      };
      readonly noVisit: {
        readonly title: string;
        readonly text: string;
      };
      readonly transparentPricing: {
        readonly title: string;
        readonly text: string;
      };
      readonly nonResidentExperts: {
        readonly title: string;
        readonly text: string;
      };
      readonly oneTeam: {
        readonly title: string;
        readonly text: string;
      };
      readonly ctaLabel: string;
    };
    readonly testimonialsSection: {
      readonly eyebrow: string;
      readonly title: string;
    };
    readonly experienceSection: {
      readonly heading: {
        readonly eyebrow: string;
        readonly title: string;
        readonly text: string;
      };
      readonly staff: {
        readonly title: string;
        readonly text: string;
      };
      readonly guarantee: {
        readonly title: string;
        readonly text: string;
      };
      readonly idea: {
        readonly title: string;
        readonly text: string;
      };
    };
    readonly faqSection: {
      readonly eyebrow: string;
      readonly title: string;
    };
    readonly brandBand: {
      readonly text: (p: { thousands: string }) => string;
      readonly backgroundAlt: string;
    };
    readonly portfolioSection: {
      readonly eyebrow: string;
      readonly title: string;
    };
    readonly teamSection: {
      readonly eyebrow: string;
      readonly title: string;
    };
    readonly blogSection: {
      readonly eyebrow: string;
      readonly title: string;
    };
    readonly marketingServicesSection: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly countersSection: {
      readonly eyebrow: string;
      readonly title: string;
    };
    readonly newsletter: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly videoPopup: {
      readonly heading: {
        readonly eyebrow: string;
        readonly title: string;
        readonly text: string;
      };
      readonly captionsLabel: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/images' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly brandFilm: {
      readonly posterAlt: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/languageOffer' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly message: string;
    readonly open: string;
    readonly dismiss: string;
  };
  export default messages;
}

declare module 'virtual:messages/every/languageOffer' {
  const messages: Record<import('../platform/format').LocaleTag, {
    readonly message: string;
    readonly open: string;
    readonly dismiss: string;
  }>;
  export default messages;
}

declare module 'virtual:messages/login' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly heading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly portal: string;
    readonly portalIncludes: {
      readonly title: string;
      readonly formationDocuments: string;
      readonly einLetter: string;
      readonly mailScans: string;
      readonly deadlines: string;
    };
    readonly help: {
      readonly title: string;
      readonly text: string;
      readonly contact: string;
    };
    readonly newClient: {
      readonly title: (p: { brand: string }) => string;
      readonly text: string;
      readonly cta: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/marketingServices' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly content: {
      readonly serviceName: string;
      readonly tag: string;
      readonly text: string;
    };
    readonly social: {
      readonly serviceName: string;
      readonly tag: string;
      readonly text: string;
    };
    readonly app: {
      readonly serviceName: string;
      readonly tag: string;
      readonly text: string;
    };
    readonly seo: {
      readonly serviceName: string;
      readonly tag: string;
      readonly text: string;
    };
    readonly ppc: {
      readonly serviceName: string;
      readonly tag: string;
      readonly text: string;
    };
    readonly digital: {
      readonly serviceName: string;
      readonly tag: string;
      readonly text: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/navigation' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly anchors: {
      readonly about: string;
      readonly services: string;
      readonly home: string;
    };
    readonly groups: {
      readonly home: string;
      readonly services: string;
      readonly projects: string;
      readonly team: string;
      readonly blog: string;
      readonly tools: string;
      readonly pages: string;
    };
    readonly pages: {
      readonly home1: string;
      readonly home2: string;
      readonly home3: string;
      readonly business: string;
      readonly home1Dark: string;
      readonly home2Dark: string;
      readonly home3Dark: string;
      readonly businessDark: string;
      readonly services: string;
      readonly services2: string;
      readonly services3: string;
      readonly servicesDetails: string;
      readonly project2Column: string;
      readonly project3Column: string;
      readonly projectCarousel: string;
      readonly projectDetails: string;
      readonly team: string;
      readonly team2: string;
      readonly team3: string;
      readonly teamDetails: string;
      readonly blogStandard: string;
      readonly blogWithSidebar: string;
      readonly blog2Column: string;
      readonly blog3Column: string;
      readonly blogSingle: string;
      readonly blogSingleSidebar: string;
      readonly costs: string;
      readonly eligibility: string;
      readonly complianceCalendar: string;
      readonly aboutUs: string;
      readonly pricing: string;
      readonly contactUs: string;
      readonly login: string;
    };
    readonly actions: {
      readonly signIn: string;
      readonly login: string;
      readonly freeTrial: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/pages' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly services: {
      readonly title: string;
      readonly description: string;
    };
    readonly serviceDetails: {
      readonly title: string;
      readonly description: string;
    };
    readonly projects: {
      readonly title: string;
      readonly description: string;
    };
    readonly projectDetails: {
      readonly title: string;
      readonly description: string;
    };
    readonly team: {
      readonly title: string;
      readonly description: string;
    };
    readonly teamDetails: {
      readonly title: string;
      readonly description: string;
    };
    readonly about: {
      readonly title: string;
      readonly description: (p: { brand: string }) => string;
    };
    readonly pricing: {
      readonly title: string;
      readonly description: string;
    };
    readonly contact: {
      readonly title: string;
      readonly description: string;
    };
    readonly login: {
      readonly title: string;
      readonly description: string;
    };
    readonly blog: {
      readonly title: string;
      readonly description: string;
    };
    readonly blogGrid: {
      readonly title: string;
    };
    readonly blogSingle: {
      readonly title: string;
      readonly description: string;
    };
    readonly costs: {
      readonly title: string;
      readonly description: string;
    };
    readonly refunds: {
      readonly title: string;
      readonly description: string;
    };
    readonly notFound: {
      readonly title: string;
      readonly description: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/pricing' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly heading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly price: {
      readonly onRequest: string;
    };
    readonly period: {
      readonly oneTime: string;
      readonly perMonth: string;
      readonly perMonthBilledYearly: string;
    };
    readonly plan: {
      readonly custom: string;
    };
    readonly button: {
      readonly portal: string;
      readonly contact: string;
      readonly buy: (p: { plan: string }) => string;
      readonly choose: (p: { plan: string }) => string;
    };
    readonly features: {
      readonly everythingIn: (p: { plan: string }) => string;
      readonly extraUser: (p: { price: string }) => string;
      readonly minimum: (p: { amount: string }) => string;
    };
    readonly refund: {
      readonly monthly: (p: { days: number }) => string;
      readonly monthlyWithBankFees: (p: { monthly: string }) => string;
      readonly quoted: string;
    };
    readonly formationLlc: {
      readonly description: (p: { deposit: string }) => string;
      readonly features: {
        readonly registration: (p: { fastest: number }) => string;
        readonly ein: string;
        readonly registeredAgent: string;
        readonly phoneNumber: string;
        readonly banking: string;
        readonly taxFiling: string;
        readonly support: string;
      };
      readonly refund: string;
    };
    readonly formationCustom: {
      readonly description: string;
      readonly features: {
        readonly stateOfChoice: string;
        readonly founderShares: string;
        readonly lawyers: string;
        readonly onePointOfContact: string;
      };
      readonly refund: string;
    };
    readonly mailboxGrow: {
      readonly description: string;
      readonly features: {
        readonly mailPieces: (p: { pieces: number }) => string;
        readonly users: (p: { users: number }) => string;
        readonly scans: string;
        readonly forwarding: string;
      };
    };
    readonly mailboxScale: {
      readonly description: string;
      readonly features: {
        readonly higherVolume: string;
        readonly priorityScanning: string;
      };
    };
    readonly mailboxCustom: {
      readonly description: string;
      readonly features: {
        readonly volume: string;
        readonly packages: string;
        readonly addresses: string;
      };
    };
    readonly phoneStarter: {
      readonly description: string;
      readonly features: {
        readonly oneNumber: string;
        readonly unlimitedCalls: string;
        readonly devices: string;
        readonly voicemail: string;
      };
    };
    readonly phoneBusiness: {
      readonly description: string;
      readonly features: {
        readonly severalUsers: string;
        readonly routing: string;
        readonly greeting: string;
      };
    };
    readonly phoneEnterprise: {
      readonly description: string;
      readonly features: {
        readonly areaCodes: string;
        readonly integrations: string;
        readonly setup: string;
      };
    };
    readonly bankingEssential: {
      readonly description: string;
      readonly features: {
        readonly minimumDeposit: (p: { amount: string }) => string;
        readonly onlineOpening: string;
        readonly bonus: (p: { amount: string }) => string;
      };
      readonly refund: string;
    };
    readonly bankingPlus: {
      readonly description: string;
      readonly features: {
        readonly introductions: string;
        readonly priorityReview: string;
      };
    };
    readonly bankingPro: {
      readonly description: string;
      readonly features: {
        readonly manager: string;
        readonly multiCurrency: string;
      };
    };
    readonly tabs: {
      readonly incorporations: string;
      readonly mailbox: string;
      readonly phone: string;
      readonly banking: string;
    };
    readonly care: {
      readonly heading: {
        readonly eyebrow: string;
        readonly title: string;
        readonly text: string;
      };
      readonly cycle: {
        readonly monthly: string;
        readonly yearly: string;
      };
      readonly monthly: {
        readonly name: string;
        readonly description: string;
      };
      readonly features: {
        readonly monthlyReconciliation: string;
        readonly monthlyStatement: string;
        readonly deadlineReminders: string;
        readonly weeklyReconciliation: string;
        readonly payoutsMatched: string;
        readonly dailyReconciliation: string;
        readonly dedicatedBookkeeper: string;
        readonly weeklyCashReport: string;
        readonly yearEndPack: string;
        readonly saving: (p: { percent: string }) => string;
      };
      readonly weekly: {
        readonly name: string;
        readonly description: string;
      };
      readonly daily: {
        readonly name: string;
        readonly description: string;
      };
      readonly yearly: {
        readonly name: string;
        readonly description: (p: { yearly: string; monthly: string }) => string;
      };
    };
  };
  export default messages;
}

declare module 'virtual:messages/progress' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly filingsApprovedFirstTime: string;
    readonly bankAccountsOpenedOnline: string;
    readonly clientsRenewing: string;
  };
  export default messages;
}

declare module 'virtual:messages/projects' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly date: (p: { month: string; year: string }) => string;
    readonly lumenAndPine: {
      readonly title: string;
      readonly location: string;
      readonly imageAlt: string;
      readonly summary: string;
      readonly body: {
        readonly challenge: string;
        readonly whatWeDid: string;
        readonly result: string;
      };
    };
    readonly subTitles: {
      readonly marketing: string;
      readonly development: string;
      readonly digital: string;
      readonly research: string;
      readonly promotion: string;
    };
    readonly categories: {
      readonly wyomingLlc: string;
      readonly delawareLlc: string;
      readonly delawareCCorp: string;
    };
    readonly kodeyard: {
      readonly title: string;
      readonly location: string;
      readonly imageAlt: string;
      readonly summary: string;
      readonly body: {
        readonly challenge: string;
        readonly whatWeDid: string;
        readonly result: string;
      };
    };
    readonly priyaRaman: {
      readonly title: string;
      readonly location: string;
      readonly imageAlt: string;
      readonly summary: string;
      readonly body: {
        readonly challenge: string;
        readonly whatWeDid: string;
        readonly result: string;
      };
    };
    readonly cobalt: {
      readonly title: string;
      readonly location: string;
      readonly imageAlt: string;
      readonly summary: string;
      readonly body: {
        readonly challenge: string;
        readonly whatWeDid: string;
        readonly result: (p: { month: string }) => string;
      };
    };
    readonly wordcraft: {
      readonly title: string;
      readonly location: string;
      readonly imageAlt: string;
      readonly summary: string;
      readonly body: {
        readonly challenge: string;
        readonly whatWeDid: string;
        readonly result: string;
      };
    };
    readonly hanami: {
      readonly title: string;
      readonly location: string;
      readonly imageAlt: string;
      readonly summary: string;
      readonly body: {
        readonly challenge: string;
        readonly whatWeDid: string;
        readonly result: string;
      };
    };
  };
  export default messages;
}

declare module 'virtual:messages/refunds' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly heading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly summary: {
      readonly title: string;
      readonly formation: {
        readonly plan: string;
        readonly refundable: string;
        readonly notRefundable: string;
      };
      readonly monthly: {
        readonly plan: string;
        readonly refundable: (p: { days: number }) => string;
        readonly notRefundable: string;
      };
      readonly quoted: {
        readonly plan: string;
        readonly refundable: string;
        readonly notRefundable: string;
      };
      readonly columns: {
        readonly plan: string;
        readonly refundable: string;
        readonly notRefundable: string;
      };
    };
    readonly formation: {
      readonly title: string;
      readonly beforeFiling: string;
      readonly afterFiling: string;
    };
    readonly monthly: {
      readonly title: string;
      readonly cancelAnyTime: string;
      readonly firstMonth: (p: { days: number }) => string;
    };
    readonly stateFees: {
      readonly title: string;
      readonly stateFees: string;
      readonly partnerFees: string;
    };
    readonly how: {
      readonly title: string;
      readonly payout: (p: { days: number }) => string;
    };
    readonly contact: {
      readonly title: string;
      readonly text: string;
      readonly emailLabel: string;
    };
    readonly costsLink: {
      readonly label: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/services' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly registration: {
      readonly title: string;
      readonly text: (p: { fastest: number }) => string;
      readonly imageAlt: string;
      readonly body: {
        readonly noResidency: string;
        readonly approval: (p: { fastest: number }) => string;
        readonly llcOrCorp: string;
      };
      readonly includes: {
        readonly nameCheck: string;
        readonly articles: string;
        readonly operatingAgreement: string;
        readonly registeredAgent: string;
        readonly digitalDelivery: string;
      };
    };
    readonly banking: {
      readonly title: string;
      readonly text: (p: { bonus: string }) => string;
      readonly imageAlt: string;
      readonly body: {
        readonly whyUsAccount: string;
        readonly application: (p: { bonus: string }) => string;
        readonly otherPlatforms: string;
      };
      readonly includes: {
        readonly applicationReview: string;
        readonly onlineOpening: string;
        readonly bonus: (p: { bonus: string }) => string;
        readonly paymentPlatforms: string;
        readonly payouts: string;
      };
    };
    readonly ein: {
      readonly title: string;
      readonly text: string;
      readonly imageAlt: string;
      readonly body: {
        readonly whatItIs: string;
        readonly noSsn: string;
        readonly noItin: string;
      };
      readonly includes: {
        readonly formSs4: string;
        readonly noSsnOrItin: string;
        readonly followUp: string;
        readonly confirmationLetter: string;
      };
    };
    readonly address: {
      readonly title: string;
      readonly text: string;
      readonly imageAlt: string;
      readonly body: {
        readonly streetAddress: string;
        readonly scanning: string;
        readonly forwarding: string;
      };
      readonly includes: {
        readonly streetAddress: string;
        readonly unlimitedScans: string;
        readonly emailAlert: string;
        readonly forwarding: string;
      };
    };
    readonly tax: {
      readonly title: string;
      readonly text: string;
      readonly imageAlt: string;
      readonly body: {
        readonly everyYear: (p: { penalty: string }) => string;
        readonly partnerCpas: string;
        readonly homeCountry: string;
      };
      readonly includes: {
        readonly federalReturn: string;
        readonly extension: string;
        readonly stateReminders: string;
        readonly cpaQuestions: string;
      };
    };
    readonly phone: {
      readonly title: string;
      readonly text: (p: { price: string }) => string;
      readonly imageAlt: string;
      readonly body: {
        readonly localNumber: (p: { price: string }) => string;
        readonly unlimitedCalls: string;
        readonly teams: string;
      };
      readonly includes: {
        readonly number: (p: { price: string }) => string;
        readonly unlimitedCalls: string;
        readonly devices: string;
        readonly callRules: string;
      };
    };
    readonly listHeading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/shellLabels' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly header: {
      readonly home: string;
      readonly mainNav: string;
      readonly openMenu: string;
      readonly closeMenu: string;
      readonly openSearch: string;
      readonly closeSearch: string;
      readonly search: string;
      readonly searchPlaceholder: string;
      readonly openContactPanel: string;
      readonly closeContactPanel: string;
      readonly contactPanelTitle: string;
      readonly signIn: string;
      readonly login: string;
      readonly freeTrial: string;
      readonly toLightScheme: string;
      readonly toDarkScheme: string;
      readonly language: string;
      readonly addressHeading: string;
      readonly emailHeading: string;
      readonly phoneHeading: string;
    };
    readonly common: {
      readonly readMore: string;
      readonly backToTop: string;
      readonly home: string;
      readonly breadcrumb: string;
      readonly opensInNewTab: string;
    };
    readonly toasts: {
      readonly newsletter: string;
      readonly comment: string;
      readonly close: string;
    };
    readonly loader: {
      readonly label: (p: { brandName: string }) => string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/site' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly seo: {
      readonly title: (p: { brand: string }) => string;
      readonly description: (p: { fastest: number }) => string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/socialLinks' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly label: (p: { brand: string; network: string }) => string;
  };
  export default messages;
}

declare module 'virtual:messages/stateCosts' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly source: {
      readonly a: string;
      readonly a2: string;
      readonly b: string;
      readonly b2: string;
      readonly c: string;
      readonly d: string;
      readonly e: string;
      readonly f: string;
      readonly f2: string;
      readonly g: string;
      readonly g2: string;
      readonly h: string;
      readonly i: string;
      readonly i2: (p: { month: string; day: number }) => string;
      readonly i3: string;
      readonly k: string;
      readonly l: string;
      readonly m: string;
      readonly m2: string;
      readonly n: string;
      readonly o: string;
      readonly o2: string;
      readonly p: string;
      readonly p2: string;
      readonly q: string;
      readonly s: string;
      readonly t: string;
      readonly v: string;
      readonly w: string;
      readonly x: string;
      readonly y: string;
      readonly z: string;
      readonly aa: string;
      readonly bb: string;
      readonly cc: string;
      readonly dd: string;
      readonly ee: string;
      readonly ff: string;
      readonly hh: string;
      readonly jj: string;
      readonly kk: string;
      readonly ll: string;
      readonly ll2: string;
      readonly mm: (p: { penalty: string }) => string;
      readonly nn: string;
    };
    readonly unconfirmedFigure: string;
    readonly wyoming: {
      readonly licenseTax: (p: { minimum: string; rate: string }) => string;
      readonly annualName: string;
      readonly incomeTax: string;
    };
    readonly colorado: {
      readonly annualNote: (p: { fee: string; month: string; day: number; year: string; previous: string }) => string;
      readonly annualName: string;
      readonly due: string;
      readonly incomeTax: string;
    };
    readonly due: {
      readonly formedMonthFirstDay: string;
      readonly checkWithState: string;
      readonly formedMonthLastDay: string;
    };
    readonly delaware: {
      readonly llcAnnualName: string;
      readonly llcDue: (p: { month: string; day: number }) => string;
      readonly corpFormationNote: string;
      readonly corpAnnualName: string;
      readonly corpAnnualNote: string;
      readonly corpDue: (p: { month: string; day: number }) => string;
      readonly incomeTax: string;
    };
    readonly lateFee: {
      readonly monthlyInterest: (p: { rate: string }) => string;
    };
    readonly newMexico: {
      readonly llcAnnualName: string;
      readonly llcDue: string;
      readonly incomeTax: string;
    };
    readonly annual: {
      readonly annualReport: string;
    };
    readonly florida: {
      readonly llcFormationNote: (p: { articles: string; agent: string }) => string;
      readonly due: (p: { opensMonth: string; opensDay: number; month: string; day: number }) => string;
      readonly lateFeeNote: string;
      readonly incomeTax: string;
    };
    readonly texas: {
      readonly annualName: string;
      readonly annualNote: (p: { millions: string }) => string;
      readonly due: (p: { date: string }) => string;
      readonly incomeTax: string;
    };
    readonly nevada: {
      readonly llcFormationNote: (p: { articles: string; initialList: string; license: string }) => string;
      readonly annualName: string;
      readonly llcAnnualNote: (p: { list: string; license: string }) => string;
      readonly corpAnnualNote: (p: { license: string; list: string }) => string;
      readonly incomeTax: (p: { millions: string }) => string;
    };
    readonly montana: {
      readonly llcAnnualNote: (p: { lateFee: string }) => string;
      readonly due: (p: { date: string }) => string;
      readonly llcLateFeeNote: (p: { lateFee: string; fee: string }) => string;
      readonly incomeTax: string;
    };
    readonly california: {
      readonly annualName: string;
      readonly llcAnnualNote: string;
      readonly due: string;
      readonly corpAnnualNote: string;
      readonly incomeTax: string;
      readonly warning: (p: { minimum: string }) => string;
    };
    readonly form5472: {
      readonly name: string;
      readonly appliesTo: (p: { month: string; day: number; year: string }) => string;
      readonly dueText: (p: { date: string }) => string;
      readonly howToFile: (p: { fax: string }) => string;
      readonly filingFeeNote: string;
      readonly penaltyNote: (p: { penalty: string }) => string;
    };
    readonly unconfirmed: {
      readonly corpFeesNewMexicoMontana: {
        readonly topic: string;
        readonly why: string;
      };
      readonly texasCorpFormation: {
        readonly topic: (p: { fee: string }) => string;
        readonly why: string;
      };
      readonly nevadaCorpArticles: {
        readonly topic: string;
        readonly why: string;
      };
      readonly californiaCorpFormation: {
        readonly topic: string;
        readonly why: string;
      };
      readonly texasThreshold2026: {
        readonly topic: (p: { millions: string }) => string;
        readonly why: (p: { millions: string }) => string;
      };
      readonly wyomingLateFee: {
        readonly topic: (p: { lateFee: string }) => string;
        readonly why: (p: { shown: string }) => string;
      };
      readonly floridaCorpIncomeTax: {
        readonly topic: string;
        readonly why: string;
      };
      readonly coloradoMontanaIncomeTax: {
        readonly topic: string;
        readonly why: string;
      };
      readonly beneficialOwnership: {
        readonly topic: (p: { date: string }) => string;
        readonly why: string;
      };
      readonly dormantForm5472: {
        readonly topic: string;
        readonly why: string;
      };
      readonly federalReturns: {
        readonly topic: string;
        readonly why: string;
      };
      readonly staleFigures: {
        readonly topic: (p: { wyoming: string; colorado: string; delawareLlc: string; apvcMinimum: string; apvcMaximum: string }) => string;
        readonly why: string;
      };
    };
  };
  export default messages;
}

declare module 'virtual:messages/team' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly portrait: (p: { name: string; position: string }) => string;
    readonly profile: {
      readonly linkedin: (p: { name: string }) => string;
      readonly x: (p: { name: string }) => string;
    };
    readonly daniel: {
      readonly position: string;
      readonly bio: string;
      readonly qualifications: {
        readonly mba: string;
        readonly paralegal: string;
        readonly experience: string;
      };
      readonly skills: {
        readonly companyFormation: string;
        readonly investorReadiness: string;
      };
    };
    readonly amara: {
      readonly position: string;
      readonly bio: string;
      readonly qualifications: {
        readonly lawDegree: string;
        readonly paralegal: string;
        readonly filingSpecialist: string;
      };
      readonly skills: {
        readonly stateFilings: string;
        readonly operatingAgreements: string;
      };
    };
    readonly lucas: {
      readonly position: string;
      readonly bio: string;
      readonly qualifications: {
        readonly financeDegree: string;
        readonly cams: string;
        readonly bankAnalyst: string;
      };
      readonly skills: {
        readonly bankOnboarding: string;
        readonly paymentsPayouts: string;
      };
    };
    readonly mei: {
      readonly position: string;
      readonly bio: string;
      readonly qualifications: {
        readonly cpa: string;
        readonly taxationDegree: string;
        readonly experience: string;
      };
      readonly skills: {
        readonly internationalTax: string;
        readonly irsCorrespondence: string;
      };
    };
    readonly omar: {
      readonly position: string;
      readonly bio: string;
      readonly qualifications: {
        readonly businessDegree: string;
        readonly notary: string;
        readonly recordsManagement: string;
      };
      readonly skills: {
        readonly serviceOfProcess: string;
        readonly mailHandling: string;
      };
    };
    readonly sofia: {
      readonly position: string;
      readonly bio: string;
      readonly qualifications: {
        readonly relationsDegree: string;
        readonly customerSuccess: string;
        readonly languages: string;
      };
      readonly skills: {
        readonly founderOnboarding: string;
        readonly multilingualSupport: string;
      };
    };
    readonly arjun: {
      readonly position: string;
      readonly bio: string;
      readonly qualifications: {
        readonly complianceDegree: string;
        readonly certification: string;
        readonly auditor: string;
      };
      readonly skills: {
        readonly annualCompliance: string;
        readonly goodStanding: string;
      };
    };
    readonly grace: {
      readonly position: string;
      readonly bio: string;
      readonly qualifications: {
        readonly systemsDegree: string;
        readonly voip: string;
        readonly logistics: string;
      };
      readonly skills: {
        readonly telephonySetup: string;
        readonly mailForwarding: string;
      };
    };
  };
  export default messages;
}

declare module 'virtual:messages/testimonials' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly elifYilmaz: {
      readonly text: string;
      readonly designation: string;
      readonly photoAlt: string;
    };
    readonly rafaelCosta: {
      readonly text: string;
      readonly designation: string;
      readonly photoAlt: string;
    };
    readonly chenWei: {
      readonly text: string;
      readonly designation: string;
      readonly photoAlt: string;
    };
    readonly wanjiruKamau: {
      readonly text: string;
      readonly designation: string;
      readonly photoAlt: string;
    };
    readonly tundeAdeyemi: {
      readonly text: string;
      readonly designation: string;
      readonly photoAlt: string;
    };
    readonly anaPetrovic: {
      readonly text: string;
      readonly designation: string;
      readonly photoAlt: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/ui' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly carousel: {
      readonly pause: string;
      readonly play: string;
      readonly previousSlide: string;
      readonly nextSlide: string;
      readonly previousTestimonial: string;
      readonly nextTestimonial: string;
      readonly goToSlide: (p: { n: string }) => string;
      readonly slideOf: (p: { n: string; total: string }) => string;
      readonly brandsLabel: string;
      readonly pauseBrands: string;
      readonly playBrands: string;
      readonly testimonialsLabel: string;
    };
    readonly notFound: {
      readonly title: string;
      readonly text: string;
      readonly backToHome: string;
      readonly imageAlt: string;
    };
    readonly services: {
      readonly whatYouGet: string;
      readonly otherServices: string;
      readonly needHelp: string;
      readonly needHelpText: string;
      readonly contactUs: string;
      readonly readMoreAbout: (p: { title: string }) => string;
      readonly learnMore: string;
      readonly learnMoreAbout: (p: { title: string }) => string;
    };
    readonly projects: {
      readonly client: string;
      readonly location: string;
      readonly category: string;
      readonly date: string;
      readonly viewProject: (p: { title: string }) => string;
      readonly facts: string;
      readonly previousProject: string;
      readonly nextProject: string;
      readonly projectNavigation: string;
      readonly carouselLabel: string;
      readonly pagination: string;
      readonly page: (p: { n: string }) => string;
      readonly previousPage: string;
      readonly nextPage: string;
    };
    readonly team: {
      readonly contactMe: string;
      readonly projects: string;
      readonly qualifications: string;
      readonly skills: string;
      readonly email: string;
      readonly phone: string;
      readonly share: string;
      readonly viewProfile: (p: { name: string }) => string;
    };
    readonly blog: {
      readonly by: string;
      readonly postedOn: string;
      readonly aboutAuthor: string;
      readonly tags: string;
      readonly share: string;
      readonly previousPost: string;
      readonly nextPost: string;
      readonly commentsHeading: (p: { count: number; title: string }) => string;
      readonly noComments: string;
      readonly reply: string;
      readonly replyTo: (p: { name: string }) => string;
      readonly leaveComment: string;
      readonly authorProfile: string;
      readonly readMore: string;
      readonly readMoreAbout: (p: { title: string }) => string;
      readonly postsHeading: string;
      readonly postNavigation: string;
      readonly pagination: string;
      readonly page: (p: { n: string }) => string;
      readonly previousPage: string;
      readonly nextPage: string;
      readonly filters: {
        readonly showing: (p: { count: number }) => string;
        readonly search: string;
        readonly category: string;
        readonly tag: string;
        readonly month: string;
        readonly clear: string;
        readonly noMatch: string;
      };
      readonly sidebar: {
        readonly label: string;
        readonly search: string;
        readonly searchLabel: string;
        readonly searchPlaceholder: string;
        readonly searchSubmit: string;
        readonly recentPosts: string;
        readonly categories: string;
        readonly gallery: string;
        readonly archives: string;
        readonly social: string;
        readonly tags: string;
      };
    };
    readonly share: {
      readonly label: string;
      readonly on: (p: { network: string }) => string;
      readonly copyLink: string;
      readonly linkCopied: string;
    };
    readonly pricing: {
      readonly plansLabel: string;
      readonly billingPeriod: string;
      readonly monthly: string;
      readonly yearly: string;
      readonly popular: string;
      readonly onRequest: string;
      readonly planFeatures: (p: { name: string }) => string;
      readonly refundTerms: string;
    };
    readonly video: {
      readonly play: string;
      readonly close: string;
      readonly dialogTitle: string;
      readonly unsupported: string;
    };
    readonly progress: {
      readonly valueText: (p: { title: string; value: string }) => string;
    };
    readonly faq: {
      readonly label: string;
    };
    readonly forms: {
      readonly required: string;
      readonly contact: {
        readonly name: string;
        readonly email: string;
        readonly phone: string;
        readonly comments: string;
        readonly commentsPlaceholder: string;
        readonly submit: string;
        readonly submitting: string;
        readonly honeypot: string;
        readonly nameRequired: string;
        readonly emailRequired: string;
        readonly emailInvalid: string;
        readonly phoneRequired: string;
        readonly phoneInvalid: string;
        readonly commentsRequired: string;
        readonly tooLong: (p: { length: string; max: string }) => string;
        readonly charactersUsed: (p: { length: string; max: string }) => string;
        readonly planInterest: (p: { plan: string }) => string;
      };
      readonly comment: {
        readonly name: string;
        readonly email: string;
        readonly comment: string;
        readonly submit: string;
      };
      readonly newsletter: {
        readonly email: string;
        readonly placeholder: string;
        readonly submit: string;
      };
    };
    readonly inquiry: {
      readonly success: string;
      readonly failure: string;
      readonly unexpected: string;
    };
    readonly footer: {
      readonly contactTitle: string;
      readonly addressTitle: string;
      readonly phoneTitle: string;
      readonly rights: string;
      readonly footerNav: string;
    };
  };
  export default messages;
}
