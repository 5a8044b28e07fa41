import type { SocialLink, TeamMember } from '../types/content';
import { image } from './images';
import { emailDomain, toPhoneNumber } from './site';

function social(name: string, slug: string): SocialLink[] {
  return [
    { network: 'linkedin', label: `${name} on LinkedIn`, url: `https://www.linkedin.com/in/starbridge-${slug}` },
    { network: 'x', label: `${name} on X`, url: `https://x.com/starbridge_${slug.replace(/-/g, '_')}` },
  ];
}

function member(
  id: number,
  name: string,
  position: string,
  projectCount: number,
  bio: string,
  qualifications: string[],
  skills: [string, string],
): TeamMember {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const [first] = slug.split('-');
  return {
    id,
    name,
    position,
    image: image(
      'member',
      `/images/team/member-${id}.webp`,
      `Portrait of ${name}, ${position} at the New York office`,
    ),
    bio,
    projectCount,
    email: `${first}@${emailDomain}`,
    phone: toPhoneNumber(`+1 (212) 555-01${String(50 + id).padStart(2, '0')}`),
    qualifications,
    skills: [
      { label: skills[0], value: 88 },
      { label: skills[1], value: 67 },
    ],
    social: social(name, slug),
  };
}

/** Eight team members; the home preview shows the first 4 (one part of the site the first 3). */
export const team: TeamMember[] = [
  member(
    1,
    'Daniel Mercer',
    'Founder & CEO',
    1240,
    'Daniel moved to New York from Cape Town and formed his first US company the hard way. He started the firm so founders abroad could do in two days what took him three months.',
    ['MBA, Columbia Business School', 'Former corporate paralegal, Delaware filings', '15 years in cross-border business'],
    ['Company Formation', 'Investor Readiness'],
  ),
  member(
    2,
    'Amara Okafor',
    'Head of Formation',
    3180,
    'Amara runs the filing desk. She knows the quirks of each state\'s forms and makes sure every name check, filing and operating agreement is right the first time.',
    ['LL.B., University of Lagos', 'Certified Paralegal (NALA)', 'Wyoming and Delaware filing specialist'],
    ['State Filings', 'Operating Agreements'],
  ),
  member(
    3,
    'Lucas Ferreira',
    'Banking Partnerships Manager',
    960,
    'Lucas spent eight years in compliance at a US bank. He prepares every account application so it meets the bank\'s checks and gets approved without back-and-forth.',
    ['B.Sc. Finance, University of Sao Paulo', 'Certified Anti-Money Laundering Specialist (CAMS)', 'Former bank onboarding analyst'],
    ['Bank Onboarding', 'Payments & Payouts'],
  ),
  member(
    4,
    'Mei Tanaka',
    'Tax Partner Lead',
    740,
    'Mei coordinates our partner CPAs and reviews each return for non-resident owners, from Form 5472 to C-Corp filings, before it goes to the IRS.',
    ['Certified Public Accountant, New York', 'M.S. Taxation, NYU Stern', '10 years in international tax'],
    ['International Tax', 'IRS Correspondence'],
  ),
  member(
    5,
    'Omar Haddad',
    'Registered Agent Operations',
    2050,
    'Omar runs the mailroom and the registered agent desk. Every notice and legal document that arrives is scanned, logged and sent to the client the same day.',
    ['B.A. Business Administration, American University of Beirut', 'Notary Public, State of New York', 'Records management certification'],
    ['Service of Process', 'Mail Handling'],
  ),
  member(
    6,
    'Sofia Lindqvist',
    'Client Success Manager',
    1530,
    'Sofia is the first person most founders speak to. She explains the options, answers questions in English, Swedish and Spanish, and stays their contact for life.',
    ['B.A. International Relations, Lund University', 'Customer Success certification', 'Speaks English, Swedish and Spanish'],
    ['Founder Onboarding', 'Multilingual Support'],
  ),
  member(
    7,
    'Arjun Mehta',
    'Compliance Manager',
    1120,
    'Arjun keeps clients in good standing. He tracks every annual report, franchise tax and renewal date and files them before the state sends a reminder.',
    ['M.Sc. Regulatory Compliance, University of Manchester', 'Certified Compliance Professional', 'Former state filings auditor'],
    ['Annual Compliance', 'Good Standing'],
  ),
  member(
    8,
    'Grace Kim',
    'Virtual Office Lead',
    880,
    'Grace runs our US phone numbers and virtual addresses, from call routing across time zones to forwarding packages to any country.',
    ['B.S. Information Systems, Rutgers University', 'Certified VoIP Professional', 'Logistics and customs training'],
    ['Telephony Setup', 'Mail Forwarding'],
  ),
];
