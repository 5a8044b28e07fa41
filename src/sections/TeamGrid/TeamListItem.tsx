import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MemberPhoto } from './MemberPhoto';
import { MemberSocialLinks } from './MemberSocialLinks';
import type { TeamCardProps } from './types';
import { detailPath } from '../../sitePaths';
import { Eyebrow } from '../../components/Eyebrow';
import { CardTitleLink, LinkedCard } from '../../components/LinkedCard';

/** 'list' layout: portrait beside the name, role and a short bio. */
export function TeamListItem({ member, labels, headingLevel, showSocial }: TeamCardProps) {
  return (
    <LinkedCard
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '112px 1fr', sm: '180px 1fr' },
        '&:hover': { boxShadow: 6 },
        '&:hover .team-arrow': { transform: 'translateX(4px)' },
      }}
    >
      <MemberPhoto image={member.image} sx={{ height: '100%', objectFit: 'cover' }} />
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <CardTitleLink variant="h5" component={headingLevel} to={detailPath('team-details', member.id)} label={labels.viewProfile(member.name)}>
            {member.name}
          </CardTitleLink>
          <ArrowForwardIcon className="team-arrow flip-in-rtl" aria-hidden sx={{ color: 'primary.main', transition: 'transform 200ms ease', flexShrink: 0 }} />
        </Box>
        <Eyebrow>{member.position}</Eyebrow>
        {member.bio ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {member.bio}
          </Typography>
        ) : null}
        {showSocial ? <MemberSocialLinks links={member.social} sx={{ mt: 'auto', pt: 1 }} /> : null}
      </Box>
    </LinkedCard>
  );
}
