import type { FaqItem } from '../types/content';

/** FAQ accordion (id faqAccordion); the first item opens by default. */
export const faqs: FaqItem[] = [
  {
    id: 1,
    title: 'Can I form a US company if I do not live in the United States?',
    text: 'Yes. A non-resident can own 100% of a US LLC or corporation without a visa, a Social Security number or a visit. You need a passport, your home address and a company name. Owning a US company does not give you the right to work in the US; it lets your business sell, bank and sign contracts there.',
    links: [{ label: 'Check your country', to: '/eligibility' }],
  },
  {
    id: 2,
    title: 'Which state should I choose: Wyoming or Delaware?',
    text: 'For most founders running a service business or online store, Wyoming is the cheaper and simpler choice for an LLC. Choose Delaware if you plan to raise venture capital, because US investors expect a Delaware C-Corp. If you will have staff or an office in another state, you may need to register there as well; we will tell you before you order.',
    links: [{ label: 'Compare what each state costs', to: '/costs' }],
  },
  {
    id: 3,
    title: 'How long does it take, from order to a working bank account?',
    text: 'Company registration takes as little as 24 hours and usually 24-48 hours in the states we recommend. The EIN follows within a few business days to a few weeks depending on the IRS, and the bank account is typically opened within a week after that. We keep you updated at every step in your portal.',
  },
  {
    id: 4,
    title: 'Do I have to file anything if my LLC earned nothing in the US?',
    text: 'Usually yes. A single-member LLC owned from outside the US files Form 5472 with a pro forma Form 1120 every year, even with no US income, and missing it costs $25,000 per form. Most states also want a yearly report or fee.',
    links: [
      { label: 'See your filing deadlines', to: '/compliance-calendar' },
      { label: 'What the yearly fees add up to', to: '/costs' },
    ],
  },
  {
    id: 5,
    title: 'Can I get my money back if I change my mind?',
    text: 'Yes, as money back, never as credit: a formation order in full until we file with the state, and the first month of a monthly plan if you cancel within 14 days. Fees a state has received cannot be refunded.',
    links: [{ label: 'Our refund terms', to: '/refunds' }],
  },
];
