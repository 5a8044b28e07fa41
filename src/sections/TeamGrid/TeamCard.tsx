import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { stretchedLinkSx } from '../../components/styles/stretchedLink';
import { MemberPhoto } from './MemberPhoto';
import { MemberSocialLinks } from './MemberSocialLinks';
import type { TeamCardProps } from './types';
import { detailPath } from '../../sitePaths';

/** 'cards' layout: portrait on top, name and role below. */
export function TeamCard({ member, labels, headingLevel, showSocial }: TeamCardProps) {
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': { transform: 'translateY(-4px)', boxShadow: 6 },
        '&:hover img': { transform: 'scale(1.04)' },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' }, '&:hover img': { transform: 'none' } },
      }}
    >
      <Box sx={{ overflow: 'hidden' }}>
        <MemberPhoto image={member.image} sx={{ transition: 'transform 300ms ease' }} />
      </Box>
      <Box sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="h5" component={headingLevel}>
          <Link component={SiteLink} to={detailPath('team-details', member.id)} aria-label={labels.viewProfile(member.name)} sx={stretchedLinkSx}>
            {member.name}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {member.position}
        </Typography>
        {showSocial ? <MemberSocialLinks links={member.social} sx={{ mt: 2 }} /> : null}
      </Box>
    </Card>
  );
}
