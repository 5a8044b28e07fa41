import Typography from '@mui/material/Typography';
import { ReadMoreLink } from './ReadMoreLink';
import { ServiceIconBadge } from './ServiceIconBadge';
import type { FormationServiceCardData, ServiceCardLabels } from './types';
import { detailPath } from '../../sitePaths';
import { LinkedCard } from '../../components/LinkedCard';

export function FormationServiceCard({ service, labels }: { service: FormationServiceCardData; labels: ServiceCardLabels }) {
  return (
    <LinkedCard
      component="div"
      sx={{
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
    </LinkedCard>
  );
}
