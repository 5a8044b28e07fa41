import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rounded } from '../../theme/tokens';
import { MemberPhoto } from './MemberPhoto';
import { MemberSocialLinks } from './MemberSocialLinks';
import type { TeamCardProps } from './types';
import { detailPath } from '../../sitePaths';
import { CardTitleLink } from '../../components/LinkedCard';

/** 'overlay' layout: a full-bleed portrait with the name on a navy plate over its lower edge. */
export function TeamOverlayCard({ member, labels, headingLevel, showSocial }: TeamCardProps) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        borderRadius: rounded('xxl'),
        overflow: 'hidden',
        '&:hover .team-plate, &:focus-within .team-plate': { bgcolor: 'primary.dark' },
      }}
    >
      <MemberPhoto image={member.image} />
      <Box
        className="team-plate"
        sx={{
          position: 'absolute',
          left: 12,
          right: 12,
          bottom: 12,
          p: 2,
          borderRadius: rounded('lg'),
          bgcolor: 'brand.surface',
          color: 'brand.onSurface',
          transition: 'background-color 200ms ease',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <CardTitleLink
            variant="h6"
            component={headingLevel}
            to={detailPath('team-details', member.id)}
            label={labels.viewProfile(member.name)}
            linkSx={{ '&::after': { borderRadius: rounded('xxl') } }}
          >
            {member.name}
          </CardTitleLink>
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {member.position}
          </Typography>
        </Box>
      </Box>
      {showSocial ? <MemberSocialLinks links={member.social} tone="surface" direction="column" sx={{ position: 'absolute', top: 12, right: 12 }} /> : null}
    </Box>
  );
}
