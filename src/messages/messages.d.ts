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
  export const image_alt: string;
  export const section_eyebrow: string;
  export const section_title: string;
  export const section_intro: (p: { brandName: string }) => string;
  export const section_whatWeDo: string;
  export const section_points_fastRegistration: (p: { hours: string }) => string;
  export const section_points_clearPricing: string;
  export const section_points_lifetimeSupport: string;
  export const section_cta: string;
  export const page_eyebrow: string;
  export const page_title: string;
  export const page_story_beginning: string;
  export const page_story_today: string;
  export const page_story_afterFormation: string;
  export const page_mission_eyebrow: string;
  export const page_mission_title: string;
  export const page_mission_text: string;
  export const page_values_plainAnswers_title: string;
  export const page_values_plainAnswers_text: string;
  export const page_values_clearPrices_title: string;
  export const page_values_clearPrices_text: string;
  export const page_values_privacyFirst_title: string;
  export const page_values_privacyFirst_text: string;
  export const page_values_longRun_title: string;
  export const page_values_longRun_text: string;
  export const page_cta: string;
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
  export const eyebrow: string;
  export const title: string;
  export const text: string;
  export const cta: string;
  export const secondaryCta: string;
  export const imageAlt: string;
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
  export const llcOrCorp_title: string;
  export const category_companyFormation: string;
  export const llcOrCorp_imageAlt: string;
  export const llcOrCorp_excerpt: string;
  export const llcOrCorp_body_twoStructures: (p: { share: string }) => string;
  export const llcOrCorp_body_llcSimpler: string;
  export const llcOrCorp_body_cCorpTaxpayer: (p: { rate: string }) => string;
  export const llcOrCorp_midTitle: string;
  export const llcOrCorp_midBody_chooseLlc: string;
  export const llcOrCorp_midBody_chooseCCorp: string;
  export const llcOrCorp_midBody_homeCountryTax: string;
  export const einWithoutSsn_title: string;
  export const category_taxes: string;
  export const einWithoutSsn_imageAlt: string;
  export const einWithoutSsn_excerpt: string;
  export const einWithoutSsn_body_whatEinIs: string;
  export const einWithoutSsn_body_ss4Instead: string;
  export const einWithoutSsn_midTitle: string;
  export const einWithoutSsn_midBody_stateApprovalFirst: string;
  export const einWithoutSsn_midBody_noItinNeeded: string;
  export const einWithoutSsn_midBody_faxTurnaround: string;
  export const registeredAgent_title: string;
  export const category_compliance: string;
  export const tag_registeredAgent: string;
  export const registeredAgent_imageAlt: string;
  export const registeredAgent_excerpt: string;
  export const registeredAgent_body_everyStateRequires: string;
  export const registeredAgent_body_whatAgentReceives: string;
  export const registeredAgent_midTitle: string;
  export const registeredAgent_midBody_notYourOwnAgent: string;
  export const registeredAgent_midBody_professionalAgent: string;
  export const tag_compliance: string;
  export const tag_privacy: string;
  export const bankAccount_title: string;
  export const category_banking: string;
  export const tag_banking: string;
  export const bankAccount_imageAlt: string;
  export const bankAccount_excerpt: string;
  export const bankAccount_body_whyAccount: string;
  export const bankAccount_body_documents: string;
  export const bankAccount_midTitle: string;
  export const bankAccount_midBody_onlineBanks: string;
  export const bankAccount_midBody_whyRejected: string;
  export const bankAccount_midBody_partnerBonus: (p: { bonus: string }) => string;
  export const tag_payments: string;
  export const yearlyTaxes_title: string;
  export const tag_taxes: string;
  export const yearlyTaxes_imageAlt: string;
  export const yearlyTaxes_excerpt: string;
  export const yearlyTaxes_body_alwaysFiling: string;
  export const yearlyTaxes_body_singleMemberLlc: (p: { date: string; penalty: string }) => string;
  export const yearlyTaxes_body_multiMemberAndCorp: (p: { rate: string }) => string;
  export const yearlyTaxes_midTitle: string;
  export const yearlyTaxes_midBody_stateRules: (p: { delawareLlcTax: string; llcMonth: string; llcDay: number; corpMonth: string; corpDay: number; wyomingMinimum: string }) => string;
  export const yearlyTaxes_midBody_cleanRecords: string;
  export const virtualAddress_title: string;
  export const category_operations: string;
  export const tag_virtualAddress: string;
  export const virtualAddress_imageAlt: string;
  export const virtualAddress_excerpt: string;
  export const virtualAddress_body_twoAddresses: string;
  export const virtualAddress_body_agentAddress: string;
  export const virtualAddress_body_virtualAddress: string;
  export const virtualAddress_midTitle: string;
  export const virtualAddress_midBody_whereToUse: string;
  export const virtualAddress_midBody_mailBox: string;
  export const tag_mail: string;
  export const detailTag_algorithm: string;
  export const detailTag_dataScience: string;
  export const archiveLabel: (p: { month: string; year: string }) => string;
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
  export const avatar_priya: string;
  export const avatar_marco: string;
  export const avatar_staff: string;
  export const priyaLlcOverCorp_text: string;
  export const sofiaConvertLater_text: string;
  export const marcoEinWithoutItin_text: string;
  export const amaraSs4Designee_text: string;
  export const marcoMatchingAddresses_text: string;
  export const priyaForm5472_text: string;
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
  export const fee_none: string;
  export const sources_form1120: string;
  export const sources_form5472: string;
  export const sources_form7004: string;
  export const state_nothingDue: (p: { state: string; filing: string }) => string;
  export const state_unconfirmed: (p: { state: string; filing: string; unconfirmed: string }) => string;
  export const state_undated: (p: { state: string; filing: string }) => string;
  export const state_delawareFranchise: (p: { minimum: string }) => string;
  export const state_title: (p: { state: string; filing: string }) => string;
  export const state_what: (p: { due: string; fee: string; franchise: string }) => string;
  export const state_ifMissed: (p: { fee: string }) => string;
  export const form5472_title: (p: { name: string }) => string;
  export const form5472_what: (p: { appliesTo: string; due: string; howToFile: string }) => string;
  export const form5472_ifMissed: (p: { penalty: string; note: string }) => string;
  export const form7004_title: string;
  export const form7004_llcWhat: string;
  export const form7004_llcIfMissed: (p: { penalty: string }) => string;
  export const form1120_title: string;
  export const form1120_what: (p: { share: string }) => string;
  export const form1120_ifMissed: (p: { penalty: string }) => string;
  export const form7004_corpWhat: string;
  export const form7004_corpIfMissed: string;
  export const types_llc: string;
  export const types_corp: string;
  export const boi_title: string;
  export const boi_text: (p: { date: string }) => string;
  export const boi_federalRegister: (p: { date: string }) => string;
  export const boi_fincen: string;
  export const page_title: string;
  export const page_description: string;
  export const heading_eyebrow: string;
  export const heading_title: string;
  export const heading_text: string;
  export const labels_state: string;
  export const labels_type: string;
  export const labels_formedMonth: string;
  export const labels_formedYear: string;
  export const labels_unknownState: (p: { value: string; state: string }) => string;
  export const labels_unknownType: (p: { value: string }) => string;
  export const labels_unknownFormed: (p: { value: string }) => string;
  export const labels_scheduleHeading: (p: { from: string; to: string }) => string;
  export const labels_summary: (p: { state: string; type: string; count: number }) => string;
  export const labels_none: string;
  export const labels_opens: (p: { date: string }) => string;
  export const labels_ifMissed: string;
  export const labels_sources: string;
  export const labels_checked: (p: { date: string }) => string;
  export const labels_notesHeading: string;
  export const labels_download: string;
  export const labels_downloadHint: string;
  export const labels_fileName: (p: { state: string; type: string; formed: string }) => string;
  export const labels_calendarName: (p: { state: string; type: string }) => string;
  export const labels_reminder: (p: { title: string }) => string;
  export const labels_eventDescription: (p: { what: string; ifMissed: string; sources: string; checked: string }) => string;
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
      readonly fincen: string;
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
  export const heading_eyebrow: string;
  export const heading_title: string;
  export const heading_text: string;
  export const form_title: string;
  export const office_title: string;
  export const office_text: string;
  export const countryComments: (p: { country: string }) => string;
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
  export const factDate_month: (p: { month: string; year: string }) => string;
  export const factDate_day: (p: { month: string; day: number; year: string }) => string;
  export const plans_once: (p: { tab: string; plan: string; price: string }) => string;
  export const plans_monthly: (p: { tab: string; plan: string; price: string }) => string;
  export const heading_eyebrow: string;
  export const heading_title: string;
  export const heading_text: string;
  export const form_title: string;
  export const form_state: string;
  export const form_type: string;
  export const form_years: string;
  export const form_plan: string;
  export const form_noPlan: string;
  export const form_yearsOption: (p: { count: number }) => string;
  export const form_delawareTitle: string;
  export const form_delawareText: string;
  export const form_authorizedShares: string;
  export const form_issuedShares: string;
  export const form_grossAssets: string;
  export const form_parValue: string;
  export const form_shareLink: string;
  export const typeNames_smllc: string;
  export const typeNames_mmllc: string;
  export const typeNames_ccorp: string;
  export const typeNotes_smllc: (p: { form: string; penalty: string }) => string;
  export const typeNotes_mmllc: string;
  export const typeNotes_ccorp: string;
  export const problems_unknownState: (p: { value: string; fallback: string }) => string;
  export const problems_unknownType: (p: { value: string; fallback: string }) => string;
  export const problems_yearsOutOfRange: (p: { value: string; fallback: string }) => string;
  export const problems_unknownPlan: (p: { value: string }) => string;
  export const problems_notAWholeNumber: (p: { value: string }) => string;
  export const problems_notAnAmount: (p: { value: string }) => string;
  export const problems_tooLarge: (p: { value: string }) => string;
  export const atLeast: (p: { amount: string }) => string;
  export const yearTable_title: string;
  export const yearTable_caption: (p: { type: string; state: string; count: number }) => string;
  export const yearTable_summary: (p: { type: string; state: string; total: string; count: number }) => string;
  export const yearTable_year: string;
  export const yearTable_yearLabel: (p: { n: string }) => string;
  export const yearTable_formation: string;
  export const yearTable_stateYearly: string;
  export const yearTable_federal: string;
  export const yearTable_plan: string;
  export const yearTable_total: string;
  export const yearTable_noFiling: string;
  export const yearTable_filingFee: (p: { names: string; fee: string }) => string;
  export const yearTable_firstYearNote: string;
  export const franchiseTax_title: string;
  export const franchiseTax_text: string;
  export const franchiseTax_authorizedShares: string;
  export const franchiseTax_assumedParValue: string;
  export const franchiseTax_notUsable: string;
  export const franchiseTax_lower: string;
  export const franchiseTax_reportFee: (p: { fee: string }) => string;
  export const franchiseTax_capital: (p: { amount: string }) => string;
  export const comparison_title: string;
  export const comparison_caption: (p: { type: string; count: number }) => string;
  export const comparison_state: string;
  export const comparison_formation: string;
  export const comparison_stateYearly: string;
  export const comparison_federal: string;
  export const comparison_plan: string;
  export const comparison_total: string;
  export const comparison_yourChoice: string;
  export const comparison_warning: string;
  export const comparison_incompleteNote: string;
  export const chart_title: string;
  export const chart_description: string;
  export const chart_loading: string;
  export const chart_series_formation: string;
  export const chart_series_stateYearly: string;
  export const chart_series_plan: string;
  export const sources_title: string;
  export const sources_text: (p: { date: string; unconfirmed: string }) => string;
  export const sources_formation: string;
  export const sources_due: string;
  export const sources_lastChecked: (p: { date: string }) => string;
  export const sources_published: (p: { date: string }) => string;
  export const sources_federal: string;
  export const sources_delaware: string;
  export const sources_penalty: string;
  export const opensInNewTab: string;
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
  export const completedProjects: string;
  export const thousandsSuffix: string;
  export const yearsOfExperience: string;
  export const countriesServed: string;
  export const partnerBanks: string;
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
  export const names_AF: string;
  export const names_AX: string;
  export const aliases_AX_1: string;
  export const names_AL: string;
  export const names_DZ: string;
  export const names_AS: string;
  export const names_AD: string;
  export const names_AO: string;
  export const names_AI: string;
  export const names_AQ: string;
  export const names_AG: string;
  export const names_AR: string;
  export const names_AM: string;
  export const names_AW: string;
  export const names_AU: string;
  export const names_AT: string;
  export const names_AZ: string;
  export const names_BS: string;
  export const names_BH: string;
  export const names_BD: string;
  export const names_BB: string;
  export const names_BY: string;
  export const names_BE: string;
  export const names_BZ: string;
  export const names_BJ: string;
  export const names_BM: string;
  export const names_BT: string;
  export const names_BO: string;
  export const names_BQ: string;
  export const names_BA: string;
  export const names_BW: string;
  export const names_BV: string;
  export const names_BR: string;
  export const names_IO: string;
  export const names_VG: string;
  export const aliases_VG_1: string;
  export const names_BN: string;
  export const aliases_BN_1: string;
  export const names_BG: string;
  export const names_BF: string;
  export const names_BI: string;
  export const names_KH: string;
  export const names_CM: string;
  export const names_CA: string;
  export const names_CV: string;
  export const names_KY: string;
  export const names_CF: string;
  export const names_TD: string;
  export const names_CL: string;
  export const names_CN: string;
  export const aliases_CN_1: string;
  export const names_CX: string;
  export const names_CC: string;
  export const names_CO: string;
  export const names_KM: string;
  export const names_CK: string;
  export const names_CR: string;
  export const names_CI: string;
  export const aliases_CI_1: string;
  export const aliases_CI_2: string;
  export const names_HR: string;
  export const names_CU: string;
  export const names_CW: string;
  export const names_CY: string;
  export const names_CZ: string;
  export const aliases_CZ_1: string;
  export const names_CD: string;
  export const aliases_CD_1: string;
  export const names_DK: string;
  export const names_DJ: string;
  export const names_DM: string;
  export const names_DO: string;
  export const names_EC: string;
  export const names_EG: string;
  export const names_SV: string;
  export const names_GQ: string;
  export const names_ER: string;
  export const names_EE: string;
  export const names_SZ: string;
  export const names_ET: string;
  export const names_FK: string;
  export const names_FO: string;
  export const names_FJ: string;
  export const names_FI: string;
  export const names_FR: string;
  export const names_GF: string;
  export const names_PF: string;
  export const names_TF: string;
  export const names_GA: string;
  export const names_GM: string;
  export const aliases_GM_1: string;
  export const aliases_GM_2: string;
  export const names_GE: string;
  export const names_DE: string;
  export const names_GH: string;
  export const names_GI: string;
  export const names_GR: string;
  export const names_GL: string;
  export const names_GD: string;
  export const names_GP: string;
  export const names_GU: string;
  export const names_GT: string;
  export const names_GG: string;
  export const names_GN: string;
  export const names_GW: string;
  export const names_GY: string;
  export const names_HT: string;
  export const names_HM: string;
  export const names_HN: string;
  export const names_HK: string;
  export const names_HU: string;
  export const names_IS: string;
  export const names_IN: string;
  export const names_ID: string;
  export const names_IR: string;
  export const aliases_IR_1: string;
  export const names_IQ: string;
  export const names_IE: string;
  export const names_IM: string;
  export const names_IL: string;
  export const names_IT: string;
  export const names_JM: string;
  export const names_JP: string;
  export const names_JE: string;
  export const names_JO: string;
  export const names_KZ: string;
  export const names_KE: string;
  export const names_KI: string;
  export const names_XK: string;
  export const names_KW: string;
  export const names_KG: string;
  export const names_LA: string;
  export const aliases_LA_1: string;
  export const names_LV: string;
  export const names_LB: string;
  export const names_LS: string;
  export const names_LR: string;
  export const names_LY: string;
  export const names_LI: string;
  export const names_LT: string;
  export const names_LU: string;
  export const names_MO: string;
  export const names_MG: string;
  export const names_MW: string;
  export const names_MY: string;
  export const names_MV: string;
  export const names_ML: string;
  export const names_MT: string;
  export const names_MH: string;
  export const names_MQ: string;
  export const names_MR: string;
  export const names_MU: string;
  export const names_YT: string;
  export const names_MX: string;
  export const names_FM: string;
  export const aliases_FM_1: string;
  export const names_MD: string;
  export const aliases_MD_1: string;
  export const names_MC: string;
  export const names_MN: string;
  export const names_ME: string;
  export const names_MS: string;
  export const names_MA: string;
  export const names_MZ: string;
  export const names_MM: string;
  export const names_NA: string;
  export const names_NR: string;
  export const names_NP: string;
  export const names_NL: string;
  export const aliases_NL_1: string;
  export const aliases_NL_2: string;
  export const names_NC: string;
  export const names_NZ: string;
  export const names_NI: string;
  export const names_NE: string;
  export const names_NG: string;
  export const names_NU: string;
  export const names_NF: string;
  export const names_KP: string;
  export const names_MK: string;
  export const aliases_MK_1: string;
  export const names_MP: string;
  export const names_NO: string;
  export const names_OM: string;
  export const names_PK: string;
  export const names_PW: string;
  export const names_PS: string;
  export const aliases_PS_1: string;
  export const names_PA: string;
  export const names_PG: string;
  export const names_PY: string;
  export const names_PE: string;
  export const names_PH: string;
  export const names_PN: string;
  export const aliases_PN_1: string;
  export const names_PL: string;
  export const names_PT: string;
  export const names_PR: string;
  export const names_QA: string;
  export const names_CG: string;
  export const aliases_CG_1: string;
  export const names_RE: string;
  export const names_RO: string;
  export const names_RU: string;
  export const aliases_RU_1: string;
  export const names_RW: string;
  export const names_BL: string;
  export const names_SH: string;
  export const names_KN: string;
  export const names_LC: string;
  export const names_MF: string;
  export const names_PM: string;
  export const names_VC: string;
  export const names_WS: string;
  export const names_SM: string;
  export const names_ST: string;
  export const names_SA: string;
  export const names_SN: string;
  export const names_RS: string;
  export const names_SC: string;
  export const names_SL: string;
  export const names_SG: string;
  export const names_SX: string;
  export const names_SK: string;
  export const names_SI: string;
  export const names_SB: string;
  export const names_SO: string;
  export const names_ZA: string;
  export const names_GS: string;
  export const names_KR: string;
  export const aliases_KR_1: string;
  export const aliases_KR_2: string;
  export const names_SS: string;
  export const names_ES: string;
  export const names_LK: string;
  export const names_SD: string;
  export const names_SR: string;
  export const names_SJ: string;
  export const names_SE: string;
  export const names_CH: string;
  export const names_SY: string;
  export const aliases_SY_1: string;
  export const names_TW: string;
  export const aliases_TW_1: string;
  export const names_TJ: string;
  export const names_TZ: string;
  export const aliases_TZ_1: string;
  export const names_TH: string;
  export const names_TL: string;
  export const names_TG: string;
  export const names_TK: string;
  export const names_TO: string;
  export const names_TT: string;
  export const names_TN: string;
  export const names_TR: string;
  export const aliases_TR_1: string;
  export const names_TM: string;
  export const names_TC: string;
  export const names_TV: string;
  export const names_UG: string;
  export const names_UA: string;
  export const names_AE: string;
  export const aliases_AE_1: string;
  export const names_GB: string;
  export const aliases_GB_1: string;
  export const aliases_GB_2: string;
  export const names_US: string;
  export const aliases_US_1: string;
  export const aliases_US_2: string;
  export const aliases_US_3: string;
  export const aliases_US_4: string;
  export const aliases_US_5: string;
  export const names_UM: string;
  export const names_UY: string;
  export const names_VI: string;
  export const aliases_VI_1: string;
  export const names_UZ: string;
  export const names_VU: string;
  export const names_VA: string;
  export const aliases_VA_1: string;
  export const names_VE: string;
  export const names_VN: string;
  export const names_WF: string;
  export const names_EH: string;
  export const names_YE: string;
  export const names_ZM: string;
  export const names_ZW: string;
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
  export const acceptCorrespondence_title: string;
  export const acceptCorrespondence_text: string;
  export const maintainAvailability_title: string;
  export const maintainAvailability_text: string;
  export const physicalAddress_title: string;
  export const physicalAddress_text: string;
  export const forwardDocuments_title: string;
  export const forwardDocuments_text: string;
  export const stateCompliance_title: string;
  export const stateCompliance_text: string;
  export const protectPrivacy_title: string;
  export const protectPrivacy_text: string;
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
  export const sources_ofac: string;
  export const sources_irsEin: string;
  export const sources_irs5472: string;
  export const sources_stripeLlcGuide: string;
  export const sources_stripeAtlasApplication: string;
  export const sources_stripeAtlasBanking: string;
  export const sources_stripeRestricted: string;
  export const sources_wiseAddress: string;
  export const sources_mercury2024: (p: { date: string }) => string;
  export const sources_phonePlans: string;
  export const services_formation: string;
  export const services_ein: string;
  export const services_address: string;
  export const services_phone: string;
  export const services_bankingOnline: string;
  export const services_bankingMultiCurrency: string;
  export const services_stripe: string;
  export const services_taxFiling: string;
  export const shared_sanctionedCitizen: string;
  export const shared_sanctionsScreening: string;
  export const defaults_formation: string;
  export const defaults_ein: string;
  export const defaults_address: string;
  export const defaults_phone: string;
  export const defaults_bankingOnline: string;
  export const defaults_bankingMultiCurrency: string;
  export const defaults_stripe: string;
  export const defaults_taxFiling: (p: { date: string; penalty: string }) => string;
  export const groups_sanctioned_label: string;
  export const groups_sanctioned_blocked: string;
  export const groups_sanctioned_everyService: string;
  export const groups_syria_label: string;
  export const groups_syria_blocked: string;
  export const groups_syria_everyService: string;
  export const groups_sanctionedCitizens_label: string;
  export const groups_ukraineRegions_label: string;
  export const groups_ukraineRegions_note: string;
  export const groups_mercury2024_label: string;
  export const groups_mercury2024_bankingOnline: (p: { date: string }) => string;
  export const groups_russiaBelarus_label: string;
  export const groups_russiaBelarusCitizens_label: string;
  export const groups_russiaBelarusCitizens_bankingOnline: string;
  export const groups_russiaBelarusCitizens_stripe: string;
  export const groups_usResidents_label: string;
  export const groups_usResidents_ein: string;
  export const page_title: string;
  export const page_description: string;
  export const status_available: string;
  export const status_conditions: string;
  export const status_unavailable: string;
  export const countryCheckHeading_eyebrow: string;
  export const countryCheckHeading_title: string;
  export const countryCheckHeading_text: string;
  export const countryCheck_residence: string;
  export const countryCheck_citizenship: string;
  export const countryCheck_citizenshipHelp: string;
  export const countryCheck_noOptions: string;
  export const countryCheck_open: string;
  export const countryCheck_close: string;
  export const countryCheck_clear: string;
  export const countryCheck_unknownCountry: (p: { value: string }) => string;
  export const countryCheck_prompt: string;
  export const countryCheck_answerResidence: (p: { residence: string }) => string;
  export const countryCheck_answerResidenceAndCitizenship: (p: { residence: string; citizenship: string }) => string;
  export const countryCheck_summary: (p: { available: number; conditions: number; unavailable: number }) => string;
  export const countryCheck_blockedTitle: (p: { country: string }) => string;
  export const source: string;
  export const checked: (p: { date: string }) => string;
  export const countryCheck_nextPlans: string;
  export const countryCheck_nextPlansText: string;
  export const countryCheck_nextInquiry: (p: { country: string }) => string;
  export const countryCheck_nextInquiryText: string;
  export const countryCheck_shareHint: string;
  export const rulesHeading_eyebrow: string;
  export const rulesHeading_title: string;
  export const rulesHeading_text: string;
  export const rules_everyone: string;
  export const rules_regionNotes: string;
  export const rules_checkLink: string;
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
  export const eligibility_question: string;
  export const eligibility_answer: (p: { share: string }) => string;
  export const eligibility_links_checkCountry: string;
  export const state_question: string;
  export const state_answer: string;
  export const state_links_compareCosts: string;
  export const timing_question: string;
  export const timing_answer: (p: { fastest: number; usual: number }) => string;
  export const filings_question: string;
  export const filings_answer: (p: { penalty: string }) => string;
  export const filings_links_deadlines: string;
  export const filings_links_yearlyFees: string;
  export const refunds_question: string;
  export const refunds_answer: (p: { days: number }) => string;
  export const refunds_links_terms: string;
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
  export const company_title: string;
  export const company_aboutUs: string;
  export const company_team: string;
  export const company_clientStories: string;
  export const services_title: string;
  export const resources_title: string;
  export const resources_pricing: string;
  export const resources_costCalculator: string;
  export const resources_countryCheck: string;
  export const resources_complianceCalendar: string;
  export const resources_refunds: string;
  export const resources_founderGuides: string;
  export const resources_contactUs: string;
  export const resources_clientPortal: string;
  export const emails_general: string;
  export const emails_support: string;
  export const emails_agent: string;
  export const emails_billing: string;
  export const about_text: string;
  export const about_disclaimer: string;
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
  export const packages_allInclusive_title: string;
  export const packages_allInclusive_text: string;
  export const packages_allInclusive_items_incorporation: (p: { fastest: number; usual: number }) => string;
  export const packages_allInclusive_items_banking: string;
  export const packages_allInclusive_items_virtualAddress: string;
  export const packages_allInclusive_items_phoneNumber: string;
  export const packages_lifetimeSupport_title: string;
  export const packages_lifetimeSupport_text: string;
  export const packages_lifetimeSupport_items_namedContact: string;
  export const packages_lifetimeSupport_items_deadlineReminders: string;
  export const packages_lifetimeSupport_items_plainAnswers: string;
  export const servicesSection_eyebrow: string;
  export const servicesSection_title: string;
  export const servicesSection_text: (p: { fastest: number }) => string;
  export const planYourCompany_heading_eyebrow: string;
  export const planYourCompany_heading_title: string;
  export const planYourCompany_heading_text: string;
  export const planYourCompany_launchPlan_title: string;
  export const planYourCompany_launchPlan_text: string;
  export const planYourCompany_launchPlan_ctaLabel: string;
  export const planYourCompany_costs_title: string;
  export const planYourCompany_costs_text: string;
  export const planYourCompany_costs_ctaLabel: string;
  export const planYourCompany_eligibility_title: string;
  export const planYourCompany_eligibility_text: string;
  export const planYourCompany_eligibility_ctaLabel: string;
  export const planYourCompany_calendar_title: string;
  export const planYourCompany_calendar_text: (p: { penalty: string }) => string;
  export const planYourCompany_calendar_ctaLabel: string;
  export const dutiesSection_eyebrow: string;
  export const dutiesSection_title: string;
  export const dutiesSection_text: string;
  export const whyChooseUs_heading_eyebrow: string;
  export const whyChooseUs_heading_title: string;
  export const whyChooseUs_heading_text: string;
  export const whyChooseUs_noVisit_title: string;
  export const whyChooseUs_noVisit_text: string;
  export const whyChooseUs_transparentPricing_title: string;
  export const whyChooseUs_transparentPricing_text: string;
  export const whyChooseUs_nonResidentExperts_title: string;
  export const whyChooseUs_nonResidentExperts_text: string;
  export const whyChooseUs_oneTeam_title: string;
  export const whyChooseUs_oneTeam_text: string;
  export const whyChooseUs_ctaLabel: string;
  export const testimonialsSection_eyebrow: string;
  export const testimonialsSection_title: string;
  export const experienceSection_heading_eyebrow: string;
  export const experienceSection_heading_title: string;
  export const experienceSection_heading_text: string;
  export const experienceSection_staff_title: string;
  export const experienceSection_staff_text: string;
  export const experienceSection_guarantee_title: string;
  export const experienceSection_guarantee_text: string;
  export const experienceSection_idea_title: string;
  export const experienceSection_idea_text: string;
  export const faqSection_eyebrow: string;
  export const faqSection_title: string;
  export const brandBand_text: (p: { thousands: string }) => string;
  export const brandBand_backgroundAlt: string;
  export const portfolioSection_eyebrow: string;
  export const portfolioSection_title: string;
  export const teamSection_eyebrow: string;
  export const teamSection_title: string;
  export const blogSection_eyebrow: string;
  export const blogSection_title: string;
  export const marketingServicesSection_eyebrow: string;
  export const marketingServicesSection_title: string;
  export const marketingServicesSection_text: string;
  export const countersSection_eyebrow: string;
  export const countersSection_title: string;
  export const newsletter_eyebrow: string;
  export const newsletter_title: string;
  export const newsletter_text: string;
  export const videoPopup_heading_eyebrow: string;
  export const videoPopup_heading_title: string;
  export const videoPopup_heading_text: string;
  export const videoPopup_captionsLabel: string;
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
      readonly launchPlan: {
        readonly title: string;
        readonly text: string;
        readonly ctaLabel: string;
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
  export const brandFilm_posterAlt: string;
  const messages: {
    readonly brandFilm: {
      readonly posterAlt: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/languageOffer' {
  export const tag: import('../platform/format').LocaleTag;
  export const message: string;
  export const open: string;
  export const dismiss: string;
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

declare module 'virtual:messages/launchPlan' {
  export const tag: import('../platform/format').LocaleTag;
  export const page_title: string;
  export const page_description: string;
  export const heading_eyebrow: string;
  export const heading_title: string;
  export const heading_text: string;
  export const form_title: string;
  export const form_residence: string;
  export const form_citizenship: string;
  export const form_sameAsResidence: string;
  export const form_type: string;
  export const form_typeLlc: string;
  export const form_typeCorp: string;
  export const form_typeCorpVesting: string;
  export const form_state: string;
  export const form_helpChoose: string;
  export const form_owners: string;
  export const form_ownersOption: (p: { count: number }) => string;
  export const form_ownersMany: (p: { count: string }) => string;
  export const form_sells: string;
  export const form_sellsSoftware: string;
  export const form_sellsServices: string;
  export const form_sellsGoods: string;
  export const form_market: string;
  export const form_marketWorld: string;
  export const form_marketUs: string;
  export const form_marketOutside: string;
  export const form_payments: string;
  export const form_paymentsStripe: string;
  export const form_paymentsPaypal: string;
  export const form_paymentsBank: string;
  export const form_paymentsNone: string;
  export const form_start: string;
  export const form_submit: string;
  export const form_unknown: (p: { value: string }) => string;
  export const form_help: string;
  export const plan_heading: (p: { start: string }) => string;
  export const plan_summary: (p: { state: string; type: string; formed: string; payout: string }) => string;
  export const plan_summaryNoPayout: (p: { state: string; type: string; formed: string }) => string;
  export const plan_chooseState: string;
  export const plan_chooseStateLink: string;
  export const plan_noState: string;
  export const plan_estimates: string;
  export const plan_fees: (p: { amount: string }) => string;
  export const plan_feesUnconfirmed: string;
  export const plan_stepsHeading: string;
  export const plan_timelineHeading: string;
  export const plan_filingsHeading: string;
  export const plan_notesHeading: string;
  export const plan_goodsNote: string;
  export const plan_step: (p: { number: string }) => string;
  export const step_stateFiling: string;
  export const step_agentAddress: string;
  export const step_ein: string;
  export const step_einLetter: string;
  export const step_bank: string;
  export const step_paymentsStripe: string;
  export const step_paymentsPaypal: string;
  export const step_boi: string;
  export const step_election83b: string;
  export const step_stateAnnual: string;
  export const step_federalReturn: string;
  export const text_stateFiling: string;
  export const text_agentAddress: string;
  export const text_ein: (p: { faxDays: number; mailWeeks: number; phone: string }) => string;
  export const text_einLetter: string;
  export const text_bank: string;
  export const text_stripe: string;
  export const text_paypal: string;
  export const text_election83b: (p: { days: number }) => string;
  export const text_election83bMissed: string;
  export const text_partnershipTitle: string;
  export const text_partnershipWhat: string;
  export const text_partnershipMissed: string;
  export const who_label: string;
  export const who_us: string;
  export const who_state: string;
  export const who_irs: string;
  export const who_bank: string;
  export const who_provider: string;
  export const who_founder: string;
  export const who_nobody: string;
  export const days_label: string;
  export const days_range: (p: { min: string; max: string; typical: number }) => string;
  export const days_dates: (p: { earliest: string; latest: string; typical: string }) => string;
  export const days_due: (p: { date: string }) => string;
  export const documents_label: string;
  export const documents_none: string;
  export const documents_passport: string;
  export const documents_proofOfAddress: string;
  export const documents_ownerDetails: string;
  export const documents_articles: string;
  export const documents_operatingAgreement: string;
  export const documents_bylaws: string;
  export const documents_ss4: string;
  export const documents_cp575: string;
  export const documents_website: string;
  export const documents_stockAgreement: string;
  export const documents_form15620: string;
  export const documents_bankStatement: string;
  export const cost_label: string;
  export const cost_none: string;
  export const cost_unconfirmed: string;
  export const penalty_label: string;
  export const status_conditions: string;
  export const sources_label: string;
  export const sources_thirdParty: string;
  export const sources_checked: (p: { date: string }) => string;
  export const boi_text: (p: { date: string }) => string;
  export const sourcesIrs_ss4: string;
  export const sourcesIrs_ein: string;
  export const sourcesIrs_form15620: string;
  export const sourcesIrs_form1065: string;
  export const sourcesOwn_agent: string;
  export const sourcesOwn_filing: string;
  export const sources_stripeCountries: string;
  export const sources_paypalCountries: string;
  export const paypal_rule: string;
  export const blocked_title: (p: { country: string }) => string;
  export const blocked_intro: (p: { country: string }) => string;
  export const blocked_stepBlocked: string;
  export const blocked_next: string;
  export const blocked_checkLink: (p: { country: string }) => string;
  export const export_heading: string;
  export const export_ics: string;
  export const export_icsHint: string;
  export const export_print: string;
  export const export_share: string;
  export const export_fileName: (p: { state: string; type: string; start: string }) => string;
  export const export_calendarName: (p: { state: string; type: string }) => string;
  export const export_reminder: (p: { title: string }) => string;
  export const export_eventDescription: (p: { what: string; ifMissed: string; sources: string; checked: string }) => string;
  export const print_title: (p: { state: string; type: string; start: string }) => string;
  export const print_step: string;
  export const print_when: string;
  export const print_who: string;
  export const print_cost: string;
  export const print_needs: string;
  export const print_address: string;
  export const next_heading: string;
  export const next_plans: string;
  export const next_ask: string;
  export const link_fromTools: string;
  export const link_fromToolsText: string;
  const messages: {
    readonly page: {
      readonly title: string;
      readonly description: string;
    };
    readonly heading: {
      readonly eyebrow: string;
      readonly title: string;
      readonly text: string;
    };
    readonly form: {
      readonly title: string;
      readonly residence: string;
      readonly citizenship: string;
      readonly sameAsResidence: string;
      readonly type: string;
      readonly typeLlc: string;
      readonly typeCorp: string;
      readonly typeCorpVesting: string;
      readonly state: string;
      readonly helpChoose: string;
      readonly owners: string;
      readonly ownersOption: (p: { count: number }) => string;
      readonly ownersMany: (p: { count: string }) => string;
      readonly sells: string;
      readonly sellsSoftware: string;
      readonly sellsServices: string;
      readonly sellsGoods: string;
      readonly market: string;
      readonly marketWorld: string;
      readonly marketUs: string;
      readonly marketOutside: string;
      readonly payments: string;
      readonly paymentsStripe: string;
      readonly paymentsPaypal: string;
      readonly paymentsBank: string;
      readonly paymentsNone: string;
      readonly start: string;
      readonly submit: string;
      readonly unknown: (p: { value: string }) => string;
      readonly help: string;
    };
    readonly plan: {
      readonly heading: (p: { start: string }) => string;
      readonly summary: (p: { state: string; type: string; formed: string; payout: string }) => string;
      readonly summaryNoPayout: (p: { state: string; type: string; formed: string }) => string;
      readonly chooseState: string;
      readonly chooseStateLink: string;
      readonly noState: string;
      readonly estimates: string;
      readonly fees: (p: { amount: string }) => string;
      readonly feesUnconfirmed: string;
      readonly stepsHeading: string;
      readonly timelineHeading: string;
      readonly filingsHeading: string;
      readonly notesHeading: string;
      readonly goodsNote: string;
      readonly step: (p: { number: string }) => string;
    };
    readonly step: {
      readonly stateFiling: string;
      readonly agentAddress: string;
      readonly ein: string;
      readonly einLetter: string;
      readonly bank: string;
      readonly paymentsStripe: string;
      readonly paymentsPaypal: string;
      readonly boi: string;
      readonly election83b: string;
      readonly stateAnnual: string;
      readonly federalReturn: string;
    };
    readonly text: {
      readonly stateFiling: string;
      readonly agentAddress: string;
      readonly ein: (p: { faxDays: number; mailWeeks: number; phone: string }) => string;
      readonly einLetter: string;
      readonly bank: string;
      readonly stripe: string;
      readonly paypal: string;
      readonly election83b: (p: { days: number }) => string;
      readonly election83bMissed: string;
      readonly partnershipTitle: string;
      readonly partnershipWhat: string;
      readonly partnershipMissed: string;
    };
    readonly who: {
      readonly label: string;
      readonly us: string;
      readonly state: string;
      readonly irs: string;
      readonly bank: string;
      readonly provider: string;
      readonly founder: string;
      readonly nobody: string;
    };
    readonly days: {
      readonly label: string;
      readonly range: (p: { min: string; max: string; typical: number }) => string;
      readonly dates: (p: { earliest: string; latest: string; typical: string }) => string;
      readonly due: (p: { date: string }) => string;
    };
    readonly documents: {
      readonly label: string;
      readonly none: string;
      readonly passport: string;
      readonly proofOfAddress: string;
      readonly ownerDetails: string;
      readonly articles: string;
      readonly operatingAgreement: string;
      readonly bylaws: string;
      readonly ss4: string;
      readonly cp575: string;
      readonly website: string;
      readonly stockAgreement: string;
      readonly form15620: string;
      readonly bankStatement: string;
    };
    readonly cost: {
      readonly label: string;
      readonly none: string;
      readonly unconfirmed: string;
    };
    readonly penalty: {
      readonly label: string;
    };
    readonly status: {
      readonly conditions: string;
    };
    readonly sources: {
      readonly label: string;
      readonly thirdParty: string;
      readonly checked: (p: { date: string }) => string;
      readonly stripeCountries: string;
      readonly paypalCountries: string;
    };
    readonly boi: {
      readonly text: (p: { date: string }) => string;
    };
    readonly sourcesIrs: {
      readonly ss4: string;
      readonly ein: string;
      readonly form15620: string;
      readonly form1065: string;
    };
    readonly sourcesOwn: {
      readonly agent: string;
      readonly filing: string;
    };
    readonly paypal: {
      readonly rule: string;
    };
    readonly blocked: {
      readonly title: (p: { country: string }) => string;
      readonly intro: (p: { country: string }) => string;
      readonly stepBlocked: string;
      readonly next: string;
      readonly checkLink: (p: { country: string }) => string;
    };
    readonly export: {
      readonly heading: string;
      readonly ics: string;
      readonly icsHint: string;
      readonly print: string;
      readonly share: string;
      readonly fileName: (p: { state: string; type: string; start: string }) => string;
      readonly calendarName: (p: { state: string; type: string }) => string;
      readonly reminder: (p: { title: string }) => string;
      readonly eventDescription: (p: { what: string; ifMissed: string; sources: string; checked: string }) => string;
    };
    readonly print: {
      readonly title: (p: { state: string; type: string; start: string }) => string;
      readonly step: string;
      readonly when: string;
      readonly who: string;
      readonly cost: string;
      readonly needs: string;
      readonly address: string;
    };
    readonly next: {
      readonly heading: string;
      readonly plans: string;
      readonly ask: string;
    };
    readonly link: {
      readonly fromTools: string;
      readonly fromToolsText: string;
    };
  };
  export default messages;
}

declare module 'virtual:messages/login' {
  export const tag: import('../platform/format').LocaleTag;
  export const heading_eyebrow: string;
  export const heading_title: string;
  export const heading_text: string;
  export const portal: string;
  export const portalIncludes_title: string;
  export const portalIncludes_formationDocuments: string;
  export const portalIncludes_einLetter: string;
  export const portalIncludes_mailScans: string;
  export const portalIncludes_deadlines: string;
  export const help_title: string;
  export const help_text: string;
  export const help_contact: string;
  export const newClient_title: (p: { brand: string }) => string;
  export const newClient_text: string;
  export const newClient_cta: string;
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
  export const content_serviceName: string;
  export const content_tag: string;
  export const content_text: string;
  export const social_serviceName: string;
  export const social_tag: string;
  export const social_text: string;
  export const app_serviceName: string;
  export const app_tag: string;
  export const app_text: string;
  export const seo_serviceName: string;
  export const seo_tag: string;
  export const seo_text: string;
  export const ppc_serviceName: string;
  export const ppc_tag: string;
  export const ppc_text: string;
  export const digital_serviceName: string;
  export const digital_tag: string;
  export const digital_text: string;
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
  export const anchors_about: string;
  export const anchors_services: string;
  export const anchors_home: string;
  export const groups_home: string;
  export const groups_services: string;
  export const groups_projects: string;
  export const groups_team: string;
  export const groups_blog: string;
  export const groups_tools: string;
  export const groups_pages: string;
  export const groups_company: string;
  export const menu_allServices: string;
  export const menu_team: string;
  export const menu_clientStories: string;
  export const pages_home1: string;
  export const pages_home2: string;
  export const pages_home3: string;
  export const pages_business: string;
  export const pages_home1Dark: string;
  export const pages_home2Dark: string;
  export const pages_home3Dark: string;
  export const pages_businessDark: string;
  export const pages_services: string;
  export const pages_services2: string;
  export const pages_services3: string;
  export const pages_servicesDetails: string;
  export const pages_project2Column: string;
  export const pages_project3Column: string;
  export const pages_projectCarousel: string;
  export const pages_projectDetails: string;
  export const pages_team: string;
  export const pages_team2: string;
  export const pages_team3: string;
  export const pages_teamDetails: string;
  export const pages_blogStandard: string;
  export const pages_blogWithSidebar: string;
  export const pages_blog2Column: string;
  export const pages_blog3Column: string;
  export const pages_blogSingle: string;
  export const pages_blogSingleSidebar: string;
  export const pages_costs: string;
  export const pages_eligibility: string;
  export const pages_complianceCalendar: string;
  export const pages_launchPlan: string;
  export const pages_aboutUs: string;
  export const pages_pricing: string;
  export const pages_contactUs: string;
  export const pages_login: string;
  export const actions_signIn: string;
  export const actions_login: string;
  export const actions_freeTrial: string;
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
      readonly company: string;
    };
    readonly menu: {
      readonly allServices: string;
      readonly team: string;
      readonly clientStories: string;
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
      readonly launchPlan: string;
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
  export const services_title: string;
  export const services_description: string;
  export const serviceDetails_title: string;
  export const serviceDetails_description: string;
  export const projects_title: string;
  export const projects_description: string;
  export const projectDetails_title: string;
  export const projectDetails_description: string;
  export const team_title: string;
  export const team_description: string;
  export const teamDetails_title: string;
  export const teamDetails_description: string;
  export const about_title: string;
  export const about_description: (p: { brand: string }) => string;
  export const pricing_title: string;
  export const pricing_description: string;
  export const contact_title: string;
  export const contact_description: string;
  export const login_title: string;
  export const login_description: string;
  export const blog_title: string;
  export const blog_description: string;
  export const blogGrid_title: string;
  export const blogSingle_title: string;
  export const blogSingle_description: string;
  export const costs_title: string;
  export const costs_description: string;
  export const refunds_title: string;
  export const refunds_description: string;
  export const layouts_title: string;
  export const layouts_description: string;
  export const layouts_layoutOf: (p: { page: string }) => string;
  export const layouts_visitorPage: string;
  export const notFound_title: string;
  export const notFound_description: string;
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
    readonly layouts: {
      readonly title: string;
      readonly description: string;
      readonly layoutOf: (p: { page: string }) => string;
      readonly visitorPage: string;
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
  export const heading_eyebrow: string;
  export const heading_title: string;
  export const heading_text: string;
  export const price_onRequest: string;
  export const period_oneTime: string;
  export const period_perMonth: string;
  export const period_perMonthBilledYearly: string;
  export const plan_custom: string;
  export const button_portal: string;
  export const button_contact: string;
  export const button_buy: (p: { plan: string }) => string;
  export const button_choose: (p: { plan: string }) => string;
  export const features_everythingIn: (p: { plan: string }) => string;
  export const features_extraUser: (p: { price: string }) => string;
  export const features_minimum: (p: { amount: string }) => string;
  export const refund_monthly: (p: { days: number }) => string;
  export const refund_monthlyWithBankFees: (p: { monthly: string }) => string;
  export const refund_quoted: string;
  export const formationLlc_description: (p: { deposit: string }) => string;
  export const formationLlc_features_registration: (p: { fastest: number }) => string;
  export const formationLlc_features_ein: string;
  export const formationLlc_features_registeredAgent: string;
  export const formationLlc_features_phoneNumber: string;
  export const formationLlc_features_banking: string;
  export const formationLlc_features_taxFiling: string;
  export const formationLlc_features_support: string;
  export const formationLlc_refund: string;
  export const formationCustom_description: string;
  export const formationCustom_features_stateOfChoice: string;
  export const formationCustom_features_founderShares: string;
  export const formationCustom_features_lawyers: string;
  export const formationCustom_features_onePointOfContact: string;
  export const formationCustom_refund: string;
  export const mailboxGrow_description: string;
  export const mailboxGrow_features_mailPieces: (p: { pieces: number }) => string;
  export const mailboxGrow_features_users: (p: { users: number }) => string;
  export const mailboxGrow_features_scans: string;
  export const mailboxGrow_features_forwarding: string;
  export const mailboxScale_description: string;
  export const mailboxScale_features_higherVolume: string;
  export const mailboxScale_features_priorityScanning: string;
  export const mailboxCustom_description: string;
  export const mailboxCustom_features_volume: string;
  export const mailboxCustom_features_packages: string;
  export const mailboxCustom_features_addresses: string;
  export const phoneStarter_description: string;
  export const phoneStarter_features_oneNumber: string;
  export const phoneStarter_features_unlimitedCalls: string;
  export const phoneStarter_features_devices: string;
  export const phoneStarter_features_voicemail: string;
  export const phoneBusiness_description: string;
  export const phoneBusiness_features_severalUsers: string;
  export const phoneBusiness_features_routing: string;
  export const phoneBusiness_features_greeting: string;
  export const phoneEnterprise_description: string;
  export const phoneEnterprise_features_areaCodes: string;
  export const phoneEnterprise_features_integrations: string;
  export const phoneEnterprise_features_setup: string;
  export const bankingEssential_description: string;
  export const bankingEssential_features_minimumDeposit: (p: { amount: string }) => string;
  export const bankingEssential_features_onlineOpening: string;
  export const bankingEssential_features_bonus: (p: { amount: string }) => string;
  export const bankingEssential_refund: string;
  export const bankingPlus_description: string;
  export const bankingPlus_features_introductions: string;
  export const bankingPlus_features_priorityReview: string;
  export const bankingPro_description: string;
  export const bankingPro_features_manager: string;
  export const bankingPro_features_multiCurrency: string;
  export const tabs_incorporations: string;
  export const tabs_mailbox: string;
  export const tabs_phone: string;
  export const tabs_banking: string;
  export const care_heading_eyebrow: string;
  export const care_heading_title: string;
  export const care_heading_text: string;
  export const care_cycle_monthly: string;
  export const care_monthly_name: string;
  export const care_monthly_description: string;
  export const care_features_monthlyReconciliation: string;
  export const care_features_monthlyStatement: string;
  export const care_features_deadlineReminders: string;
  export const care_weekly_name: string;
  export const care_weekly_description: string;
  export const care_features_weeklyReconciliation: string;
  export const care_features_payoutsMatched: string;
  export const care_daily_name: string;
  export const care_daily_description: string;
  export const care_features_dailyReconciliation: string;
  export const care_features_dedicatedBookkeeper: string;
  export const care_features_weeklyCashReport: string;
  export const care_features_yearEndPack: string;
  export const care_cycle_yearly: string;
  export const care_yearly_name: string;
  export const care_yearly_description: (p: { yearly: string; monthly: string }) => string;
  export const care_features_saving: (p: { percent: string }) => string;
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
  export const filingsApprovedFirstTime: string;
  export const bankAccountsOpenedOnline: string;
  export const clientsRenewing: string;
  const messages: {
    readonly filingsApprovedFirstTime: string;
    readonly bankAccountsOpenedOnline: string;
    readonly clientsRenewing: string;
  };
  export default messages;
}

declare module 'virtual:messages/projects' {
  export const tag: import('../platform/format').LocaleTag;
  export const date: (p: { month: string; year: string }) => string;
  export const lumenAndPine_title: string;
  export const subTitles_marketing: string;
  export const categories_wyomingLlc: string;
  export const lumenAndPine_location: string;
  export const lumenAndPine_imageAlt: string;
  export const lumenAndPine_summary: string;
  export const lumenAndPine_body_challenge: string;
  export const lumenAndPine_body_whatWeDid: string;
  export const lumenAndPine_body_result: string;
  export const kodeyard_title: string;
  export const subTitles_development: string;
  export const categories_delawareLlc: string;
  export const kodeyard_location: string;
  export const kodeyard_imageAlt: string;
  export const kodeyard_summary: string;
  export const kodeyard_body_challenge: string;
  export const kodeyard_body_whatWeDid: string;
  export const kodeyard_body_result: string;
  export const priyaRaman_title: string;
  export const subTitles_digital: string;
  export const priyaRaman_location: string;
  export const priyaRaman_imageAlt: string;
  export const priyaRaman_summary: string;
  export const priyaRaman_body_challenge: string;
  export const priyaRaman_body_whatWeDid: string;
  export const priyaRaman_body_result: string;
  export const cobalt_title: string;
  export const subTitles_research: string;
  export const categories_delawareCCorp: string;
  export const cobalt_location: string;
  export const cobalt_imageAlt: string;
  export const cobalt_summary: string;
  export const cobalt_body_challenge: string;
  export const cobalt_body_whatWeDid: string;
  export const cobalt_body_result: (p: { month: string }) => string;
  export const wordcraft_title: string;
  export const subTitles_promotion: string;
  export const wordcraft_location: string;
  export const wordcraft_imageAlt: string;
  export const wordcraft_summary: string;
  export const wordcraft_body_challenge: string;
  export const wordcraft_body_whatWeDid: string;
  export const wordcraft_body_result: string;
  export const hanami_title: string;
  export const hanami_location: string;
  export const hanami_imageAlt: string;
  export const hanami_summary: string;
  export const hanami_body_challenge: string;
  export const hanami_body_whatWeDid: string;
  export const hanami_body_result: string;
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
  export const heading_eyebrow: string;
  export const heading_title: string;
  export const heading_text: string;
  export const summary_title: string;
  export const summary_formation_plan: string;
  export const summary_formation_refundable: string;
  export const summary_formation_notRefundable: string;
  export const summary_monthly_plan: string;
  export const summary_monthly_refundable: (p: { days: number }) => string;
  export const summary_monthly_notRefundable: string;
  export const summary_quoted_plan: string;
  export const summary_quoted_refundable: string;
  export const summary_quoted_notRefundable: string;
  export const summary_columns_plan: string;
  export const summary_columns_refundable: string;
  export const summary_columns_notRefundable: string;
  export const formation_title: string;
  export const formation_beforeFiling: string;
  export const formation_afterFiling: string;
  export const monthly_title: string;
  export const monthly_cancelAnyTime: string;
  export const monthly_firstMonth: (p: { days: number }) => string;
  export const stateFees_title: string;
  export const stateFees_stateFees: string;
  export const stateFees_partnerFees: string;
  export const how_title: string;
  export const how_payout: (p: { days: number }) => string;
  export const contact_title: string;
  export const contact_text: string;
  export const contact_emailLabel: string;
  export const costsLink_label: string;
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
  export const registration_title: string;
  export const registration_text: (p: { fastest: number }) => string;
  export const registration_imageAlt: string;
  export const registration_body_noResidency: string;
  export const registration_body_approval: (p: { fastest: number }) => string;
  export const registration_body_llcOrCorp: string;
  export const registration_includes_nameCheck: string;
  export const registration_includes_articles: string;
  export const registration_includes_operatingAgreement: string;
  export const registration_includes_registeredAgent: string;
  export const registration_includes_digitalDelivery: string;
  export const banking_title: string;
  export const banking_text: (p: { bonus: string }) => string;
  export const banking_imageAlt: string;
  export const banking_body_whyUsAccount: string;
  export const banking_body_application: (p: { bonus: string }) => string;
  export const banking_body_otherPlatforms: string;
  export const banking_includes_applicationReview: string;
  export const banking_includes_onlineOpening: string;
  export const banking_includes_bonus: (p: { bonus: string }) => string;
  export const banking_includes_paymentPlatforms: string;
  export const banking_includes_payouts: string;
  export const ein_title: string;
  export const ein_text: string;
  export const ein_imageAlt: string;
  export const ein_body_whatItIs: string;
  export const ein_body_noSsn: string;
  export const ein_body_noItin: string;
  export const ein_includes_formSs4: string;
  export const ein_includes_noSsnOrItin: string;
  export const ein_includes_followUp: string;
  export const ein_includes_confirmationLetter: string;
  export const address_title: string;
  export const address_text: string;
  export const address_imageAlt: string;
  export const address_body_streetAddress: string;
  export const address_body_scanning: string;
  export const address_body_forwarding: string;
  export const address_includes_streetAddress: string;
  export const address_includes_unlimitedScans: string;
  export const address_includes_emailAlert: string;
  export const address_includes_forwarding: string;
  export const tax_title: string;
  export const tax_text: string;
  export const tax_imageAlt: string;
  export const tax_body_everyYear: (p: { penalty: string }) => string;
  export const tax_body_partnerCpas: string;
  export const tax_body_homeCountry: string;
  export const tax_includes_federalReturn: string;
  export const tax_includes_extension: string;
  export const tax_includes_stateReminders: string;
  export const tax_includes_cpaQuestions: string;
  export const phone_title: string;
  export const phone_text: (p: { price: string }) => string;
  export const phone_imageAlt: string;
  export const phone_body_localNumber: (p: { price: string }) => string;
  export const phone_body_unlimitedCalls: string;
  export const phone_body_teams: string;
  export const phone_includes_number: (p: { price: string }) => string;
  export const phone_includes_unlimitedCalls: string;
  export const phone_includes_devices: string;
  export const phone_includes_callRules: string;
  export const listHeading_eyebrow: string;
  export const listHeading_title: string;
  export const listHeading_text: string;
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
  export const header_home: string;
  export const header_mainNav: string;
  export const header_openMenu: string;
  export const header_closeMenu: string;
  export const header_openSearch: string;
  export const header_closeSearch: string;
  export const header_search: string;
  export const header_searchPlaceholder: string;
  export const header_openContactPanel: string;
  export const header_closeContactPanel: string;
  export const header_contactPanelTitle: string;
  export const header_signIn: string;
  export const header_login: string;
  export const header_freeTrial: string;
  export const header_toLightScheme: string;
  export const header_toDarkScheme: string;
  export const header_language: string;
  export const header_addressHeading: string;
  export const header_emailHeading: string;
  export const header_phoneHeading: string;
  export const common_readMore: string;
  export const common_backToTop: string;
  export const common_home: string;
  export const common_breadcrumb: string;
  export const common_opensInNewTab: string;
  export const toasts_newsletter: string;
  export const toasts_comment: string;
  export const toasts_close: string;
  export const loader_label: (p: { brandName: string }) => string;
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
  export const seo_title: (p: { brand: string }) => string;
  export const seo_description: (p: { fastest: number }) => string;
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
  export const label: (p: { brand: string; network: string }) => string;
  const messages: {
    readonly label: (p: { brand: string; network: string }) => string;
  };
  export default messages;
}

declare module 'virtual:messages/stateCosts' {
  export const tag: import('../platform/format').LocaleTag;
  export const source_a: string;
  export const source_a2: string;
  export const source_b: string;
  export const source_b2: string;
  export const source_c: string;
  export const source_d: string;
  export const source_e: string;
  export const source_f: string;
  export const source_f2: string;
  export const source_g: string;
  export const source_g2: string;
  export const source_h: string;
  export const source_i: string;
  export const source_i2: (p: { month: string; day: number }) => string;
  export const source_i3: string;
  export const source_k: string;
  export const source_l: string;
  export const source_m: string;
  export const source_m2: string;
  export const source_n: string;
  export const source_o: string;
  export const source_o2: string;
  export const source_p: string;
  export const source_p2: string;
  export const source_q: string;
  export const source_s: string;
  export const source_t: string;
  export const source_v: string;
  export const source_w: string;
  export const source_x: string;
  export const source_y: string;
  export const source_z: string;
  export const source_aa: string;
  export const source_bb: string;
  export const source_cc: string;
  export const source_dd: string;
  export const source_ee: string;
  export const source_ff: string;
  export const source_hh: string;
  export const source_jj: string;
  export const source_kk: string;
  export const source_ll: string;
  export const source_ll2: string;
  export const source_mm: (p: { penalty: string }) => string;
  export const source_nn: string;
  export const source_irs5472: string;
  export const unconfirmedFigure: string;
  export const wyoming_licenseTax: (p: { minimum: string; rate: string }) => string;
  export const colorado_annualNote: (p: { fee: string; month: string; day: number; year: string; previous: string }) => string;
  export const wyoming_annualName: string;
  export const due_formedMonthFirstDay: string;
  export const wyoming_incomeTax: string;
  export const delaware_llcAnnualName: string;
  export const delaware_llcDue: (p: { month: string; day: number }) => string;
  export const lateFee_monthlyInterest: (p: { rate: string }) => string;
  export const delaware_corpFormationNote: string;
  export const delaware_corpAnnualName: string;
  export const delaware_corpAnnualNote: string;
  export const delaware_corpDue: (p: { month: string; day: number }) => string;
  export const delaware_incomeTax: string;
  export const newMexico_llcAnnualName: string;
  export const newMexico_llcDue: string;
  export const annual_annualReport: string;
  export const due_checkWithState: string;
  export const newMexico_incomeTax: string;
  export const florida_llcFormationNote: (p: { articles: string; agent: string }) => string;
  export const florida_due: (p: { opensMonth: string; opensDay: number; month: string; day: number }) => string;
  export const florida_lateFeeNote: string;
  export const florida_incomeTax: string;
  export const texas_annualName: string;
  export const texas_annualNote: (p: { millions: string }) => string;
  export const texas_due: (p: { date: string }) => string;
  export const texas_incomeTax: string;
  export const nevada_llcFormationNote: (p: { articles: string; initialList: string; license: string }) => string;
  export const nevada_annualName: string;
  export const nevada_llcAnnualNote: (p: { list: string; license: string }) => string;
  export const due_formedMonthLastDay: string;
  export const nevada_corpAnnualNote: (p: { license: string; list: string }) => string;
  export const nevada_incomeTax: (p: { millions: string }) => string;
  export const colorado_annualName: string;
  export const colorado_due: string;
  export const colorado_incomeTax: string;
  export const montana_llcAnnualNote: (p: { lateFee: string }) => string;
  export const montana_due: (p: { date: string }) => string;
  export const montana_llcLateFeeNote: (p: { lateFee: string; fee: string }) => string;
  export const montana_incomeTax: string;
  export const california_annualName: string;
  export const california_llcAnnualNote: string;
  export const california_due: string;
  export const california_corpAnnualNote: string;
  export const california_incomeTax: string;
  export const california_warning: (p: { minimum: string }) => string;
  export const form5472_name: string;
  export const form5472_appliesTo: (p: { month: string; day: number; year: string }) => string;
  export const form5472_dueText: (p: { date: string }) => string;
  export const form5472_howToFile: (p: { fax: string }) => string;
  export const form5472_filingFeeNote: string;
  export const form5472_penaltyNote: (p: { penalty: string }) => string;
  export const unconfirmed_corpFeesNewMexicoMontana_topic: string;
  export const unconfirmed_corpFeesNewMexicoMontana_why: string;
  export const unconfirmed_texasCorpFormation_topic: (p: { fee: string }) => string;
  export const unconfirmed_texasCorpFormation_why: string;
  export const unconfirmed_nevadaCorpArticles_topic: string;
  export const unconfirmed_nevadaCorpArticles_why: string;
  export const unconfirmed_californiaCorpFormation_topic: string;
  export const unconfirmed_californiaCorpFormation_why: string;
  export const unconfirmed_wyomingLateFee_topic: (p: { lateFee: string }) => string;
  export const unconfirmed_wyomingLateFee_why: (p: { shown: string }) => string;
  export const unconfirmed_floridaCorpIncomeTax_topic: string;
  export const unconfirmed_floridaCorpIncomeTax_why: string;
  export const unconfirmed_coloradoMontanaIncomeTax_topic: string;
  export const unconfirmed_coloradoMontanaIncomeTax_why: string;
  export const unconfirmed_beneficialOwnership_topic: (p: { date: string }) => string;
  export const unconfirmed_beneficialOwnership_why: string;
  export const unconfirmed_dormantForm5472_topic: string;
  export const unconfirmed_dormantForm5472_why: string;
  export const unconfirmed_federalReturns_topic: string;
  export const unconfirmed_federalReturns_why: string;
  export const unconfirmed_staleFigures_topic: (p: { wyoming: string; colorado: string; delawareLlc: string; apvcMinimum: string; apvcMaximum: string }) => string;
  export const unconfirmed_staleFigures_why: string;
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
      readonly irs5472: string;
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
  export const portrait: (p: { name: string; position: string }) => string;
  export const profile_linkedin: (p: { name: string }) => string;
  export const profile_x: (p: { name: string }) => string;
  export const daniel_position: string;
  export const daniel_bio: string;
  export const daniel_qualifications_mba: string;
  export const daniel_qualifications_paralegal: string;
  export const daniel_qualifications_experience: string;
  export const daniel_skills_companyFormation: string;
  export const daniel_skills_investorReadiness: string;
  export const amara_position: string;
  export const amara_bio: string;
  export const amara_qualifications_lawDegree: string;
  export const amara_qualifications_paralegal: string;
  export const amara_qualifications_filingSpecialist: string;
  export const amara_skills_stateFilings: string;
  export const amara_skills_operatingAgreements: string;
  export const lucas_position: string;
  export const lucas_bio: string;
  export const lucas_qualifications_financeDegree: string;
  export const lucas_qualifications_cams: string;
  export const lucas_qualifications_bankAnalyst: string;
  export const lucas_skills_bankOnboarding: string;
  export const lucas_skills_paymentsPayouts: string;
  export const mei_position: string;
  export const mei_bio: string;
  export const mei_qualifications_cpa: string;
  export const mei_qualifications_taxationDegree: string;
  export const mei_qualifications_experience: string;
  export const mei_skills_internationalTax: string;
  export const mei_skills_irsCorrespondence: string;
  export const omar_position: string;
  export const omar_bio: string;
  export const omar_qualifications_businessDegree: string;
  export const omar_qualifications_notary: string;
  export const omar_qualifications_recordsManagement: string;
  export const omar_skills_serviceOfProcess: string;
  export const omar_skills_mailHandling: string;
  export const sofia_position: string;
  export const sofia_bio: string;
  export const sofia_qualifications_relationsDegree: string;
  export const sofia_qualifications_customerSuccess: string;
  export const sofia_qualifications_languages: string;
  export const sofia_skills_founderOnboarding: string;
  export const sofia_skills_multilingualSupport: string;
  export const arjun_position: string;
  export const arjun_bio: string;
  export const arjun_qualifications_complianceDegree: string;
  export const arjun_qualifications_certification: string;
  export const arjun_qualifications_auditor: string;
  export const arjun_skills_annualCompliance: string;
  export const arjun_skills_goodStanding: string;
  export const grace_position: string;
  export const grace_bio: string;
  export const grace_qualifications_systemsDegree: string;
  export const grace_qualifications_voip: string;
  export const grace_qualifications_logistics: string;
  export const grace_skills_telephonySetup: string;
  export const grace_skills_mailForwarding: string;
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
  export const elifYilmaz_text: string;
  export const elifYilmaz_designation: string;
  export const elifYilmaz_photoAlt: string;
  export const rafaelCosta_text: string;
  export const rafaelCosta_designation: string;
  export const rafaelCosta_photoAlt: string;
  export const chenWei_text: string;
  export const chenWei_designation: string;
  export const chenWei_photoAlt: string;
  export const wanjiruKamau_text: string;
  export const wanjiruKamau_designation: string;
  export const wanjiruKamau_photoAlt: string;
  export const tundeAdeyemi_text: string;
  export const tundeAdeyemi_designation: string;
  export const tundeAdeyemi_photoAlt: string;
  export const anaPetrovic_text: string;
  export const anaPetrovic_designation: string;
  export const anaPetrovic_photoAlt: string;
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
  export const carousel_pause: string;
  export const carousel_play: string;
  export const carousel_previousSlide: string;
  export const carousel_nextSlide: string;
  export const carousel_previousTestimonial: string;
  export const carousel_nextTestimonial: string;
  export const carousel_goToSlide: (p: { n: string }) => string;
  export const carousel_slideOf: (p: { n: string; total: string }) => string;
  export const carousel_brandsLabel: string;
  export const carousel_pauseBrands: string;
  export const carousel_playBrands: string;
  export const carousel_testimonialsLabel: string;
  export const notFound_title: string;
  export const notFound_text: string;
  export const notFound_backToHome: string;
  export const notFound_imageAlt: string;
  export const services_whatYouGet: string;
  export const services_otherServices: string;
  export const services_needHelp: string;
  export const services_needHelpText: string;
  export const services_contactUs: string;
  export const services_readMoreAbout: (p: { title: string }) => string;
  export const services_learnMore: string;
  export const services_learnMoreAbout: (p: { title: string }) => string;
  export const projects_client: string;
  export const projects_location: string;
  export const projects_category: string;
  export const projects_date: string;
  export const projects_viewProject: (p: { title: string }) => string;
  export const projects_facts: string;
  export const projects_previousProject: string;
  export const projects_nextProject: string;
  export const projects_projectNavigation: string;
  export const projects_carouselLabel: string;
  export const projects_pagination: string;
  export const projects_page: (p: { n: string }) => string;
  export const projects_previousPage: string;
  export const projects_nextPage: string;
  export const team_contactMe: string;
  export const team_projects: string;
  export const team_qualifications: string;
  export const team_skills: string;
  export const team_email: string;
  export const team_phone: string;
  export const team_share: string;
  export const team_viewProfile: (p: { name: string }) => string;
  export const blog_by: string;
  export const blog_postedOn: string;
  export const blog_aboutAuthor: string;
  export const blog_tags: string;
  export const blog_share: string;
  export const blog_previousPost: string;
  export const blog_nextPost: string;
  export const blog_commentsHeading: (p: { count: number; title: string }) => string;
  export const blog_noComments: string;
  export const blog_reply: string;
  export const blog_replyTo: (p: { name: string }) => string;
  export const blog_leaveComment: string;
  export const blog_authorProfile: string;
  export const blog_readMore: string;
  export const blog_readMoreAbout: (p: { title: string }) => string;
  export const blog_postsHeading: string;
  export const blog_postNavigation: string;
  export const blog_pagination: string;
  export const blog_page: (p: { n: string }) => string;
  export const blog_previousPage: string;
  export const blog_nextPage: string;
  export const blog_filters_showing: (p: { count: number }) => string;
  export const blog_filters_search: string;
  export const blog_filters_category: string;
  export const blog_filters_tag: string;
  export const blog_filters_month: string;
  export const blog_filters_clear: string;
  export const blog_filters_noMatch: string;
  export const blog_sidebar_label: string;
  export const blog_sidebar_search: string;
  export const blog_sidebar_searchLabel: string;
  export const blog_sidebar_searchPlaceholder: string;
  export const blog_sidebar_searchSubmit: string;
  export const blog_sidebar_recentPosts: string;
  export const blog_sidebar_categories: string;
  export const blog_sidebar_gallery: string;
  export const blog_sidebar_archives: string;
  export const blog_sidebar_social: string;
  export const blog_sidebar_tags: string;
  export const share_label: string;
  export const share_on: (p: { network: string }) => string;
  export const share_copyLink: string;
  export const share_linkCopied: string;
  export const pricing_plansLabel: string;
  export const pricing_billingPeriod: string;
  export const pricing_monthly: string;
  export const pricing_yearly: string;
  export const pricing_popular: string;
  export const pricing_onRequest: string;
  export const pricing_planFeatures: (p: { name: string }) => string;
  export const pricing_refundTerms: string;
  export const video_play: string;
  export const video_close: string;
  export const video_dialogTitle: string;
  export const video_unsupported: string;
  export const progress_valueText: (p: { title: string; value: string }) => string;
  export const faq_label: string;
  export const forms_required: string;
  export const forms_contact_name: string;
  export const forms_contact_email: string;
  export const forms_contact_phone: string;
  export const forms_contact_comments: string;
  export const forms_contact_commentsPlaceholder: string;
  export const forms_contact_submit: string;
  export const forms_contact_submitting: string;
  export const forms_contact_honeypot: string;
  export const forms_contact_nameRequired: string;
  export const forms_contact_emailRequired: string;
  export const forms_contact_emailInvalid: string;
  export const forms_contact_phoneRequired: string;
  export const forms_contact_phoneInvalid: string;
  export const forms_contact_commentsRequired: string;
  export const forms_contact_tooLong: (p: { length: string; max: string }) => string;
  export const forms_contact_charactersUsed: (p: { length: string; max: string }) => string;
  export const forms_contact_planInterest: (p: { plan: string }) => string;
  export const forms_comment_name: string;
  export const forms_comment_email: string;
  export const forms_comment_comment: string;
  export const forms_comment_submit: string;
  export const forms_newsletter_email: string;
  export const forms_newsletter_placeholder: string;
  export const forms_newsletter_submit: string;
  export const inquiry_success: string;
  export const inquiry_failure: string;
  export const inquiry_unexpected: string;
  export const footer_contactTitle: string;
  export const footer_addressTitle: string;
  export const footer_phoneTitle: string;
  export const footer_rights: string;
  export const footer_footerNav: string;
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
