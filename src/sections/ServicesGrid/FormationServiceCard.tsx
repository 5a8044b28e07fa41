import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ReadMoreLink } from './ReadMoreLink';
import { ServiceIconBadge } from './ServiceIconBadge';
import type { FormationServiceCardData, ServiceCardLabels } from './types';
import { detailPath } from '../../sitePaths';

export function FormationServiceCard({ service, labels }: { service: FormationServiceCardData; labels: ServiceCardLabels }) {
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        '&:hover': { transform: 'translateY(-4px)', boxShadow: 6 },
        '&:hover .service-icon': { bgcolor: 'primary.main', color: 'primary.contrastText' },
      }}
    >
      <ServiceIconBadge icon={service.icon} sx={{ mb: 3 }} />
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {service.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{service.text}</Typography>
      <ReadMoreLink to={detailPath('services-details', service.id)} title={service.title} labels={labels} />
    </Card>
  );
}
