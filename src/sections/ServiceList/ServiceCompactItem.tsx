import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardTitleLink } from '../../components/LinkedCard';
import { rounded } from '../../theme/tokens';
import type { Service } from '../../types/content';
import { ServiceIcon } from './ServiceIcon';
import { detailPath } from '../../sitePaths';

export interface ServiceCompactItemProps {
  service: Service;
}

/** One entry of the 'compact' layout: icon, linked title and the short text, the whole tile clickable. */
export function ServiceCompactItem({ service }: ServiceCompactItemProps) {
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 2.5,
        p: 3,
        height: '100%',
        borderRadius: rounded('xxl'),
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        transition: 'border-color 200ms ease',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <ServiceIcon icon={service.icon} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <CardTitleLink
          variant="h5"
          component="h3"
          sx={{ mb: 0.75 }}
          to={detailPath('services-details', service.id)}
          underline="hover"
          linkSx={{ display: 'inline-flex', alignItems: 'center', '&::after': { borderRadius: rounded('xxl') } }}
        >
          {service.title}
          <ChevronRightRounded className="flip-in-rtl" aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
        </CardTitleLink>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {service.text}
        </Typography>
      </Box>
    </Box>
  );
}
