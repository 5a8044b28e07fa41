import type { Cta, SectionHeading, Service } from '../types/content';
import { image } from './images';
import { ui } from './ui';

/** The six formation services (spec section 3). Cards link to /services-details/{id}. */
export const services: Service[] = [
  {
    id: 1,
    title: 'Company Registration',
    icon: 'registration',
    text: 'Your LLC or corporation registered in as little as 24 hours, with the articles of organization and internal documents delivered digitally.',
    image: image(
      'service',
      '/images/services/service-1.webp',
      'Articles of organization with a state filing stamp beside a laptop showing the company dashboard',
    ),
    body: [
      'You do not need to live in the United States, hold a visa or have a Social Security number to own a US company. We check that your company name is available, prepare the filing and submit it to the state, usually Wyoming or Delaware, the same day you order.',
      'Many states approve filings within 24 hours; others take a few business days. As soon as the state approves, you receive the stamped articles of organization (or certificate of incorporation), an operating agreement or bylaws drafted for a non-resident owner, and the initial resolutions, all as signed PDFs in your portal.',
      'Not sure whether an LLC or a C-Corp fits you? An LLC is simpler and suits most service businesses and online stores; a Delaware C-Corp is what investors expect if you plan to raise venture capital. We explain the trade-offs in plain words before you pay.',
    ],
    includes: [
      'Name availability check and state filing',
      'Articles of organization or certificate of incorporation',
      'Operating agreement or bylaws for a non-resident owner',
      'Registered agent service for the first year',
      'Digital delivery of every document to your portal',
    ],
  },
  {
    id: 2,
    title: 'Full Online Banking',
    icon: 'banking',
    text: 'A US business bank account opened online through our partner bank, with a $500 bonus reward, plus access to other partner payment platforms.',
    image: image(
      'service',
      '/images/services/service-2.webp',
      'Phone showing a US business bank account balance next to a contactless company debit card',
    ),
    body: [
      'A US bank account is what lets you get paid by American customers, marketplaces such as Amazon and Shopify, and payment processors such as Stripe. Most traditional banks ask non-residents to visit a branch in person; our partner bank opens accounts fully online.',
      'We assemble the application for you: formation documents, EIN confirmation letter, ownership details and your passport. When the account is opened through our partner, you receive a $500 bonus reward once the bank\'s qualifying conditions are met.',
      'If one bank is not the right fit for your business model or country, we introduce you to other partner platforms for multi-currency accounts, card issuing and payouts, so you are never stuck with a single option.',
    ],
    includes: [
      'Application prepared and reviewed before submission',
      'Fully online account opening, no US visit',
      '$500 bonus reward through our partner bank',
      'Introductions to partner payment platforms',
      'Help with Stripe, PayPal and marketplace payouts',
    ],
  },
  {
    id: 3,
    title: 'EIN Tax ID',
    icon: 'ein',
    text: 'Your Employer Identification Number from the IRS, the number you need to open a bank account, file taxes and stay compliant.',
    image: image(
      'service',
      '/images/services/service-3.webp',
      'IRS EIN confirmation letter on a desk with a passport and a pen',
    ),
    body: [
      'The EIN is your company\'s federal tax ID. Banks, payment processors, marketplaces and the IRS all ask for it, so it is the first thing to obtain after the state approves your company.',
      'Founders without a Social Security number cannot use the IRS online application. We prepare and file Form SS-4 on your behalf as a third-party designee, follow up with the IRS and upload the EIN confirmation letter to your portal as soon as it arrives.',
      'You do not need an ITIN to get an EIN for your company. If you later need an ITIN for personal reasons, our partner CPAs can help with that separately.',
    ],
    includes: [
      'Form SS-4 prepared and filed for you',
      'No Social Security number or ITIN required',
      'Follow-up with the IRS until the number is issued',
      'EIN confirmation letter delivered to your portal',
    ],
  },
  {
    id: 4,
    title: 'Virtual Address',
    icon: 'address',
    text: 'A free US business address, with unlimited letters scanned and delivered to you at no extra cost.',
    image: image(
      'service',
      '/images/services/service-4.webp',
      'Opened envelopes being scanned in a mailroom with the scans appearing on a tablet',
    ),
    body: [
      'Your company needs a US address for banks, payment platforms, invoices and your website. We give you a real street address, not a PO box, included at no charge with your formation.',
      'Every letter that arrives for your company is opened on request, scanned and uploaded to your portal, with an email alert, and there is no limit on the number of letters. Government and bank mail is flagged so you never miss a deadline.',
      'Need the physical original? Request forwarding to any country from your portal. If you receive a lot of packages or need several users, the Mail Box plans add more capacity.',
    ],
    includes: [
      'Real US street address for your company',
      'Unlimited letters scanned at no extra cost',
      'Email alert for every new piece of mail',
      'International forwarding on request',
    ],
  },
  {
    id: 5,
    title: 'Annual IRS Tax Filing',
    icon: 'tax',
    text: 'Your yearly federal filing prepared and submitted by a partner CPA who specializes in non-US residents.',
    image: image(
      'service',
      '/images/services/service-5.webp',
      'Accountant reviewing a US corporate tax return with a calculator and highlighted forms',
    ),
    body: [
      'Every US company files something with the IRS each year, even with no US income. A single-member LLC owned by a non-resident, for example, must file Form 5472 with a pro forma Form 1120, and the penalty for missing it starts at $25,000.',
      'Our partner CPAs work only with foreign-owned companies. They collect your bank statements and a short questionnaire, prepare the right federal forms for your structure and file them before the deadline, or request an extension when needed.',
      'They also tell you what the filing means in your home country and flag state obligations such as annual reports and franchise taxes, so you know your full calendar for the year.',
    ],
    includes: [
      'Federal return for your entity type (for example 5472 + 1120, 1065 or 1120)',
      'Extension filed when the deadline is close',
      'Reminder of state annual report and franchise tax dates',
      'Questions answered by a CPA who knows non-resident rules',
    ],
  },
  {
    id: 6,
    title: 'US Phone Number',
    icon: 'phone',
    text: 'A US phone number for $1, with unlimited call handling from your computer, a SIP phone or your smartphone.',
    image: image(
      'service',
      '/images/services/service-6.webp',
      'Smartphone showing an incoming call from a US number on a business calling app',
    ),
    body: [
      'US customers, banks and verification services trust a local number. For $1 you get a US number that rings wherever you are: in a desktop app, on a SIP desk phone or in the app on your smartphone.',
      'Calls are unlimited, and you can set business hours, a voicemail greeting and forwarding rules so you are not woken at night by a caller in another time zone. Voicemails arrive as audio and text in your inbox.',
      'Growing teams can add users and numbers with the Mobile Number plans on the pricing page.',
    ],
    includes: [
      'US number for $1',
      'Unlimited call handling',
      'Works on computer, SIP phone and smartphone',
      'Business hours, voicemail and forwarding rules',
    ],
  },
];

/** Heading of the service list pages (/services, /services-2, /services-3). */
export const servicesListHeading: SectionHeading = {
  eyebrow: 'What we do',
  title: 'Everything your US company needs, from one team',
  text: 'Order one service or let us handle the whole setup. Every service works for founders who live outside the United States.',
};

/** The call-to-action panel beside the compact service list and on every service detail page. */
export const servicesHelp: { title: string; text: string; cta: Cta } = {
  title: ui.services.needHelp,
  text: ui.services.needHelpText,
  cta: { label: ui.services.contactUs, to: '/contact-us' },
};
