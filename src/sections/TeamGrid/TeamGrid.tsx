import Grid from '@mui/material/Grid';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { TeamCard } from './TeamCard';
import { TeamListItem } from './TeamListItem';
import { TeamOverlayCard } from './TeamOverlayCard';
import type { TeamGridLabels, TeamGridLayout, TeamGridMember } from './types';

export interface TeamGridProps {
  /** The people shown, in order: portrait, linked name, role, social links (and bio in the list layout). */
  members: TeamGridMember[];
  /** Words for screen readers: the spoken name of each profile link. */
  labels: TeamGridLabels;
  /** Optional eyebrow, h2 title and text above the grid; without it the names become h2s. */
  heading?: SectionHeadingContent;
  /** Show only the first `limit` members (home previews show 4, one variant 3). */
  limit?: number;
  /** 'cards' (portrait above the name; default), 'overlay' (name on a plate over the portrait) or 'list' (portrait beside role and bio). */
  layout?: TeamGridLayout;
  /** Show each member's social links (on by default). */
  showSocial?: boolean;
  /** The band's colour: the page background (default), paper or brand. */
  background?: SectionBackground;
  /** The section's id, for in-page links; also the start of its heading's id. */
  id?: string;
}

const cards = { cards: TeamCard, overlay: TeamOverlayCard, list: TeamListItem } as const;

/** Column width of one member per layout; three members fill a row of three. */
function cardSize(layout: TeamGridLayout, count: number) {
  if (layout === 'list') return { xs: 12, md: 6 };
  return { xs: 12, sm: 6, md: count === 3 ? 4 : 3 };
}

/** The people behind the service, each linking to their profile. */
export function TeamGrid({ members, labels, heading, limit, layout = 'cards', showSocial = true, background = 'default', id = 'team' }: TeamGridProps) {
  const shown = limit === undefined ? members : members.slice(0, limit);
  const Card = cards[layout];
  const headingId = `${id}-heading`;
  return (
    <Section id={id} background={background} labelledBy={heading ? headingId : undefined}>
      {heading ? <SectionHeading id={headingId} {...heading} /> : null}
      <Grid container spacing={{ xs: 3, md: 4 }} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((member) => (
          <Grid key={member.id} component="li" size={cardSize(layout, shown.length)}>
            <Card member={member} labels={labels} headingLevel={heading ? 'h3' : 'h2'} showSocial={showSocial} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
