import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ReadMoreLink } from './ReadMoreLink';
import { ServiceIconBadge } from './ServiceIconBadge';
import type { MarketingServiceCardData, ServiceCardLabels } from './types';
import { detailPath } from '../../sitePaths';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { LinkedCard } from '../../components/LinkedCard';

export function MarketingServiceCard({ service, labels }: { service: MarketingServiceCardData; labels: ServiceCardLabels }) {
  return (
    <LinkedCard
      component="div"
      sx={{
        '&:hover': { transform: 'translateY(-4px)', boxShadow: 6 },
        '&:hover .service-photo': { transform: 'scale(1.04)' },
      }}
    >
      <Box sx={{ position: 'relative', overflow: 'hidden' }}>
        <ResponsiveImage
          className="service-photo"
          image={service.image}
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', transition: 'transform 300ms ease' }}
        />
        <Chip label={service.tag} size="small" sx={{ position: 'absolute', top: 16, left: 16, fontWeight: 600, bgcolor: 'background.default', color: 'text.primary' }} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, px: { xs: 3, md: 4 }, pb: { xs: 3, md: 4 } }}>
        <ServiceIconBadge icon={service.icon} sx={{ mt: '-30px', mb: 2.5, position: 'relative', border: '4px solid', borderColor: 'background.default', boxSizing: 'content-box' }} />
        <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
          {service.serviceName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{service.text}</Typography>
        <ReadMoreLink to={detailPath('services-details', service.id)} title={service.serviceName} labels={labels} />
      </Box>
    </LinkedCard>
  );
}
