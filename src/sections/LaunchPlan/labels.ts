import type { Cta } from '../../types/content';
import type { Actor, DocumentId, FounderProfile } from './plan';

/** Every word of the launch plan: the form, each step's parts, the blocked steps, the export and the print sheet. */
export interface LaunchPlanLabels {
  form: {
    title: string;
    residence: string;
    citizenship: string;
    sameAsResidence: string;
    type: string;
    types: Record<FounderProfile['type'], string>;
    state: string;
    helpChoose: string;
    owners: string;
    ownersOption: (count: number) => string;
    ownersMany: (count: number) => string;
    sells: string;
    sellsOptions: Record<FounderProfile['sells'], string>;
    market: string;
    marketOptions: Record<FounderProfile['market'], string>;
    payments: string;
    paymentOptions: Record<FounderProfile['payments'], string>;
    start: string;
    submit: string;
    unknown: (value: string) => string;
    help: string;
  };
  plan: {
    heading: (start: string) => string;
    summary: (state: string, type: string, formed: string, payout: string | null) => string;
    chooseState: string;
    chooseStateLink: string;
    noState: string;
    estimates: string;
    fees: (amount: number) => string;
    feesUnconfirmed: string;
    stepsHeading: string;
    timelineHeading: string;
    filingsHeading: string;
    notesHeading: string;
    goodsNote: string;
    step: (n: number) => string;
  };
  steps: Record<'stateFiling' | 'agentAddress' | 'ein' | 'einLetter' | 'bank' | 'paymentsStripe' | 'paymentsPaypal' | 'boi' | 'election83b' | 'stateAnnual' | 'federalReturn', string>;
  who: Record<Actor, string> & { label: string };
  days: {
    label: string;
    range: (min: number, typical: number, max: number) => string;
    dates: (earliest: string, typical: string, latest: string) => string;
    due: (iso: string) => string;
  };
  documents: { label: string; none: string; names: Record<DocumentId, string> };
  cost: { label: string; none: string; unconfirmed: string; amount: (amount: number) => string };
  penalty: string;
  conditions: string;
  sources: { label: string; thirdParty: string; checked: (iso: string) => string; opensInNewTab: string };
  blocked: {
    title: (country: string) => string;
    intro: (country: string) => string;
    stepBlocked: string;
    next: string;
    checkLink: (country: string) => string;
  };
  export: {
    heading: string;
    ics: string;
    icsHint: string;
    print: string;
    share: string;
    fileName: (state: string, type: string, start: string) => string;
    calendarName: (state: string, type: string) => string;
    reminder: (title: string) => string;
    eventDescription: (what: string, ifMissed: string, sources: string, lastChecked: string) => string;
  };
  print: { title: (state: string, type: string, start: string) => string; step: string; when: string; who: string; cost: string; needs: string; address: string };
  next: { heading: string; plans: Cta; ask: Cta };
  paths: { costs: string; eligibility: string; self: string };
}
