import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MemberPhoto } from './MemberPhoto';
import { MemberSocialLinks } from './MemberSocialLinks';
import type { TeamCardProps } from './types';
import { detailPath } from '../../sitePaths';
import { CardTitleLink, LinkedCard } from '../../components/LinkedCard';

/** 'cards' layout: portrait on top, name and role below. */
export function TeamCard({ member, labels, headingLevel, showSocial }: TeamCardProps) {
  return (
    <LinkedCard
      sx={{
        '&:hover': { transform: 'translateY(-4px)', boxShadow: 6 },
        '&:hover img': { transform: 'scale(1.04)' },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' }, '&:hover img': { transform: 'none' } },
      }}
    >
      <Box sx={{ overflow: 'hidden' }}>
        <MemberPhoto image={member.image} sx={{ transition: 'transform 300ms ease' }} />
      </Box>
      <Box sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <CardTitleLink variant="h5" component={headingLevel} to={detailPath('team-details', member.id)} label={labels.viewProfile(member.name)}>
          {member.name}
        </CardTitleLink>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {member.position}
        </Typography>
        {showSocial ? <MemberSocialLinks links={member.social} sx={{ mt: 2 }} /> : null}
      </Box>
    </LinkedCard>
  );
}
