import type { Project } from '../types/content';
import { image } from './images';

/**
 * Client stories: founders abroad whose US companies we set up. Ids 1 to 6 are linked
 * from the portfolio (/project-details/{id}).
 */
export const projects: Project[] = [
  {
    id: 1,
    title: 'Digital Marketing',
    subTitle: 'Marketing',
    category: 'Wyoming LLC',
    client: 'Lumen & Pine Studio',
    location: 'Lisbon, Portugal',
    date: 'January 2026',
    image: image(
      'project',
      '/images/projects/project-1.webp',
      'Marketing team planning a campaign with sticky notes on a glass wall',
    ),
    summary:
      'A four-person marketing studio in Lisbon formed a Wyoming LLC to sign contracts and invoice US clients in dollars.',
    body: [
      'Lumen & Pine was losing US retainers because clients\' procurement teams wanted a US vendor with a W-9 and a US bank account. The founders did not want to relocate or open a subsidiary with employees.',
      'We registered a multi-member Wyoming LLC in one business day, obtained the EIN by fax, and opened an online business account with our partner bank. The studio now invoices in USD, gets paid by ACH and converts to euros when the rate suits them.',
      'Our partner CPA set them up for the partnership return (Form 1065) and explained how their Portuguese tax filings treat the LLC\'s income, so nothing is taxed twice.',
    ],
  },
  {
    id: 2,
    title: 'Development Agency',
    subTitle: 'Development',
    category: 'Delaware LLC',
    client: 'Kodeyard Labs',
    location: 'Lagos, Nigeria',
    date: 'November 2025',
    image: image(
      'project',
      '/images/projects/project-2.webp',
      'Two developers reviewing code together on a pair of monitors',
    ),
    summary:
      'A software agency in Lagos used a Delaware LLC, a US phone number and a virtual address to win enterprise contracts in the United States.',
    body: [
      'Enterprise clients asked Kodeyard for a US entity, a US phone line for their account managers and an address for insurance certificates. Each was a blocker on its own.',
      'We formed a Delaware LLC, issued a New York virtual address for contracts and mail, and set up a US number that rings on the team\'s laptops during US hours and goes to voicemail overnight.',
      'With a US bank account and Stripe connected, the agency moved from 60-day wire transfers to card and ACH payments that settle in two days.',
    ],
  },
  {
    id: 3,
    title: 'Data Scientist',
    subTitle: 'Digital',
    category: 'Wyoming LLC',
    client: 'Priya Raman Analytics',
    location: 'Bengaluru, India',
    date: 'September 2025',
    image: image(
      'project',
      '/images/projects/project-3.webp',
      'Data scientist analysing charts and a regression model on a large screen',
    ),
    summary:
      'A freelance data scientist formed a single-member LLC to work with US start-ups on contract and keep her client money separate.',
    body: [
      'Priya had three US start-ups ready to hire her as a contractor, but each asked for a company rather than an individual, and her personal account was charging high fees on every wire.',
      'We registered a single-member Wyoming LLC, obtained the EIN without an SSN or ITIN, and opened a business account that pays out to her Indian account at a fair exchange rate.',
      'Each spring our partner CPA files her Form 5472 and pro forma 1120, the filing many non-resident owners do not know about until they receive a penalty notice.',
    ],
  },
  {
    id: 4,
    title: 'Benefits Research',
    subTitle: 'Research',
    category: 'Delaware C-Corp',
    client: 'Cobalt Benefits Research',
    location: 'Nairobi, Kenya',
    date: 'June 2025',
    image: image(
      'project',
      '/images/projects/project-4.webp',
      'Researcher comparing employee benefits reports with charts spread across a desk',
    ),
    summary:
      'A research start-up raising a seed round incorporated as a Delaware C-Corp so US investors could sign a standard SAFE.',
    body: [
      'The founders had term sheets from two US angels, both of whom required a Delaware C-Corp. Time mattered: the round was due to close in three weeks.',
      'We incorporated in Delaware, prepared bylaws, initial board consents and stock issuance to the founders, and connected them with a start-up lawyer for the investment documents.',
      'The round closed on schedule into the new US bank account. We keep the registered agent current and remind the team of the Delaware franchise tax and annual report each March.',
    ],
  },
  {
    id: 5,
    title: 'Content Optimization',
    subTitle: 'Promotion',
    category: 'Wyoming LLC',
    client: 'Wordcraft Collective',
    location: 'Buenos Aires, Argentina',
    date: 'March 2026',
    image: image(
      'project',
      '/images/projects/project-5.webp',
      'Writer editing an article on a laptop with search ranking notes beside it',
    ),
    summary:
      'A content and SEO collective formed a US company to accept card payments and subscribe to US-only marketing tools.',
    body: [
      'Several of the SEO and advertising platforms Wordcraft relied on required a US billing address and a US card, and their clients wanted to pay by card rather than wire.',
      'We formed a Wyoming LLC, provided the virtual address for billing, and opened a business account with company debit cards for each team lead.',
      'Monthly mail from vendors and the state is scanned into their portal, so the team never has to chase paper from another continent.',
    ],
  },
  {
    id: 6,
    title: 'E-commerce Launch',
    subTitle: 'Marketing',
    category: 'Wyoming LLC',
    client: 'Hanami Home Goods',
    location: 'Osaka, Japan',
    date: 'February 2026',
    image: image(
      'project',
      '/images/projects/project-6.webp',
      'Online shop owner packing home goods into shipping boxes for US customers',
    ),
    summary:
      'A homeware brand from Osaka opened an Amazon US seller account through a new US company, address and phone number.',
    body: [
      'Amazon\'s seller verification asked for a US company, a bank account in the company\'s name, a phone number that could receive a verification call and documents showing the same address everywhere.',
      'We formed the LLC, obtained the EIN, opened the bank account and issued a US number and virtual address, so every document matched exactly.',
      'The store passed verification on the first attempt and launched in time for the holiday season.',
    ],
  },
];
