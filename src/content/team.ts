import * as t from 'virtual:messages/team';
import type { TeamMember } from '../types/content';
import { image } from './images';
import { emailDomain, toPhoneNumber } from './site';

/*
 * Who the team is, the same in every language: names (in Latin script, as their email addresses and
 * profiles are made from them), projects led, pictures, phones and profiles. The words come from the
 * catalogs (`team.*`): titles, bios, qualifications and skills, and how a language names a portrait
 * or a profile.
 */
const members = [
  { id: 1, name: 'Daniel Mercer', projectCount: 1240 },
  { id: 2, name: 'Amara Okafor', projectCount: 3180 },
  { id: 3, name: 'Lucas Ferreira', projectCount: 960 },
  { id: 4, name: 'Mei Tanaka', projectCount: 740 },
  { id: 5, name: 'Omar Haddad', projectCount: 2050 },
  { id: 6, name: 'Sofia Lindqvist', projectCount: 1530 },
  { id: 7, name: 'Arjun Mehta', projectCount: 1120 },
  { id: 8, name: 'Grace Kim', projectCount: 880 },
];

/** One member's words, in the order of the members above. */
interface MemberWords {
  position: string;
  bio: string;
  qualifications: string[];
  skills: [string, string];
}

/** How a language names a member's portrait and profiles. */
interface TeamWords {
  portrait: (name: string, position: string) => string;
  profile: Record<'linkedin' | 'x', (name: string) => string>;
}

/** The team in one language: the facts above with that language's words. */
function teamFrom(words: TeamWords, people: MemberWords[]): TeamMember[] {
  if (people.length !== members.length) throw new Error(`team: words for ${people.length} members, but there are ${members.length}`);
  return members.map(({ id, name, projectCount }, index) => {
    const { position, bio, qualifications, skills } = people[index] as MemberWords;
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    const [first] = slug.split('-');
    return {
      id,
      name,
      position,
      image: image('member', `/images/team/member-${id}.webp`, words.portrait(name, position)),
      bio,
      projectCount,
      email: `${first}@${emailDomain}`,
      phone: toPhoneNumber(`+1 (212) 555-01${String(50 + id).padStart(2, '0')}`),
      qualifications,
      skills: [
        { label: skills[0], value: 88 },
        { label: skills[1], value: 67 },
      ],
      social: [
        { network: 'linkedin', label: words.profile.linkedin(name), url: `https://www.linkedin.com/in/starbridge-${slug}` },
        { network: 'x', label: words.profile.x(name), url: `https://x.com/starbridge_${slug.replace(/-/g, '_')}` },
      ],
    };
  });
}

/** Eight team members; the home preview shows the first 4 (one part of the site the first 3). */
export const team: TeamMember[] = teamFrom(
  {
    portrait: (name, position) => t.portrait({ name, position }),
    profile: { linkedin: (name) => t.profile_linkedin({ name }), x: (name) => t.profile_x({ name }) },
  },
  [
    {
      position: t.daniel_position,
      bio: t.daniel_bio,
      qualifications: [t.daniel_qualifications_mba, t.daniel_qualifications_paralegal, t.daniel_qualifications_experience],
      skills: [t.daniel_skills_companyFormation, t.daniel_skills_investorReadiness],
    },
    {
      position: t.amara_position,
      bio: t.amara_bio,
      qualifications: [t.amara_qualifications_lawDegree, t.amara_qualifications_paralegal, t.amara_qualifications_filingSpecialist],
      skills: [t.amara_skills_stateFilings, t.amara_skills_operatingAgreements],
    },
    {
      position: t.lucas_position,
      bio: t.lucas_bio,
      qualifications: [t.lucas_qualifications_financeDegree, t.lucas_qualifications_cams, t.lucas_qualifications_bankAnalyst],
      skills: [t.lucas_skills_bankOnboarding, t.lucas_skills_paymentsPayouts],
    },
    {
      position: t.mei_position,
      bio: t.mei_bio,
      qualifications: [t.mei_qualifications_cpa, t.mei_qualifications_taxationDegree, t.mei_qualifications_experience],
      skills: [t.mei_skills_internationalTax, t.mei_skills_irsCorrespondence],
    },
    {
      position: t.omar_position,
      bio: t.omar_bio,
      qualifications: [t.omar_qualifications_businessDegree, t.omar_qualifications_notary, t.omar_qualifications_recordsManagement],
      skills: [t.omar_skills_serviceOfProcess, t.omar_skills_mailHandling],
    },
    {
      position: t.sofia_position,
      bio: t.sofia_bio,
      qualifications: [t.sofia_qualifications_relationsDegree, t.sofia_qualifications_customerSuccess, t.sofia_qualifications_languages],
      skills: [t.sofia_skills_founderOnboarding, t.sofia_skills_multilingualSupport],
    },
    {
      position: t.arjun_position,
      bio: t.arjun_bio,
      qualifications: [t.arjun_qualifications_complianceDegree, t.arjun_qualifications_certification, t.arjun_qualifications_auditor],
      skills: [t.arjun_skills_annualCompliance, t.arjun_skills_goodStanding],
    },
    {
      position: t.grace_position,
      bio: t.grace_bio,
      qualifications: [t.grace_qualifications_systemsDegree, t.grace_qualifications_voip, t.grace_qualifications_logistics],
      skills: [t.grace_skills_telephonySetup, t.grace_skills_mailForwarding],
    },
  ],
);
