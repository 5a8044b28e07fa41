import type { TeamMember } from '../../types/content';

/** What a team card shows of a member. */
export type TeamGridMember = Pick<TeamMember, 'id' | 'name' | 'position' | 'image' | 'social'> & Partial<Pick<TeamMember, 'bio'>>;

export type TeamGridLayout = 'cards' | 'overlay' | 'list';

export interface TeamGridLabels {
  /** Accessible name of the profile link: viewProfile('Amara Okafor'). */
  viewProfile: (name: string) => string;
}

export interface TeamCardProps {
  member: TeamGridMember;
  labels: TeamGridLabels;
  /** h3 under a section heading, h2 when the grid has none. */
  headingLevel: 'h2' | 'h3';
  showSocial: boolean;
}
