import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
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
        <Typography variant="h5" component="h3" sx={{ mb: 0.75 }}>
          <Link
            component={SiteLink}
            to={detailPath('services-details', service.id)}
            color="inherit"
            underline="hover"
            sx={{
              fontWeight: 'inherit',
              display: 'inline-flex',
              alignItems: 'center',
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: rounded('xxl') },
            }}
          >
            {service.title}
            <ChevronRightRounded className="flip-in-rtl" aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {service.text}
        </Typography>
      </Box>
    </Box>
  );
}
