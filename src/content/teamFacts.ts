import type { TeamMember } from '../types/content';
import { image } from './images';
import { emailDomain, toPhoneNumber } from './siteFacts';

/*
 * Who the team is, the same in every language: names (in Latin script, as their email addresses and
 * profiles are made from them), projects led, pictures, phones and profiles. team.ts adds the
 * words from the catalogs (`team.*`): titles, bios, qualifications and skills, and how a language names a
 * portrait or a profile.
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
export interface MemberWords {
  position: string;
  bio: string;
  qualifications: string[];
  skills: [string, string];
}

/** How a language names a member's portrait and profiles. */
export interface TeamWords {
  portrait: (name: string, position: string) => string;
  profile: Record<'linkedin' | 'x', (name: string) => string>;
}

/** The team in one language: the facts above with that language's words. */
export function teamFrom(words: TeamWords, people: MemberWords[]): TeamMember[] {
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
