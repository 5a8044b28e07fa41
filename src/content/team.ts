import type { TeamMember } from '../types/content';
import { teamFrom } from './teamFacts';

/** Eight team members; the home preview shows the first 4 (one part of the site the first 3). */
export const team: TeamMember[] = teamFrom(
  {
    portrait: (name, position) => `Portrait of ${name}, ${position} at the New York office`,
    profile: { linkedin: (name) => `${name} on LinkedIn`, x: (name) => `${name} on X` },
  },
  [
    {
      position: 'Founder & CEO',
      bio: 'Daniel moved to New York from Cape Town and formed his first US company the hard way. He started the firm so founders abroad could do in two days what took him three months.',
      qualifications: ['MBA, Columbia Business School', 'Former corporate paralegal, Delaware filings', '15 years in cross-border business'],
      skills: ['Company Formation', 'Investor Readiness'],
    },
    {
      position: 'Head of Formation',
      bio: 'Amara runs the filing desk. She knows the quirks of each state\'s forms and makes sure every name check, filing and operating agreement is right the first time.',
      qualifications: ['LL.B., University of Lagos', 'Certified Paralegal (NALA)', 'Wyoming and Delaware filing specialist'],
      skills: ['State Filings', 'Operating Agreements'],
    },
    {
      position: 'Banking Partnerships Manager',
      bio: 'Lucas spent eight years in compliance at a US bank. He prepares every account application so it meets the bank\'s checks and gets approved without back-and-forth.',
      qualifications: ['B.Sc. Finance, University of Sao Paulo', 'Certified Anti-Money Laundering Specialist (CAMS)', 'Former bank onboarding analyst'],
      skills: ['Bank Onboarding', 'Payments & Payouts'],
    },
    {
      position: 'Tax Partner Lead',
      bio: 'Mei coordinates our partner CPAs and reviews each return for non-resident owners, from Form 5472 to C-Corp filings, before it goes to the IRS.',
      qualifications: ['Certified Public Accountant, New York', 'M.S. Taxation, NYU Stern', '10 years in international tax'],
      skills: ['International Tax', 'IRS Correspondence'],
    },
    {
      position: 'Registered Agent Operations',
      bio: 'Omar runs the mailroom and the registered agent desk. Every notice and legal document that arrives is scanned, logged and sent to the client the same day.',
      qualifications: ['B.A. Business Administration, American University of Beirut', 'Notary Public, State of New York', 'Records management certification'],
      skills: ['Service of Process', 'Mail Handling'],
    },
    {
      position: 'Client Success Manager',
      bio: 'Sofia is the first person most founders speak to. She explains the options, answers questions in English, Swedish and Spanish, and stays their contact for life.',
      qualifications: ['B.A. International Relations, Lund University', 'Customer Success certification', 'Speaks English, Swedish and Spanish'],
      skills: ['Founder Onboarding', 'Multilingual Support'],
    },
    {
      position: 'Compliance Manager',
      bio: 'Arjun keeps clients in good standing. He tracks every annual report, franchise tax and renewal date and files them before the state sends a reminder.',
      qualifications: ['M.Sc. Regulatory Compliance, University of Manchester', 'Certified Compliance Professional', 'Former state filings auditor'],
      skills: ['Annual Compliance', 'Good Standing'],
    },
    {
      position: 'Virtual Office Lead',
      bio: 'Grace runs our US phone numbers and virtual addresses, from call routing across time zones to forwarding packages to any country.',
      qualifications: ['B.S. Information Systems, Rutgers University', 'Certified VoIP Professional', 'Logistics and customs training'],
      skills: ['Telephony Setup', 'Mail Forwarding'],
    },
  ],
);
