import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardTitleLink, LinkedCard } from '../../components/LinkedCard';
import { rounded } from '../../theme/tokens';
import type { Service } from '../../types/content';
import { ServiceIcon } from './ServiceIcon';
import { detailPath } from '../../sitePaths';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface ServiceCardProps {
  service: Service;
  learnMore: string;
}

/**
 * One card of the 'cards' layout. The title is the card's only link and stretches over the whole
 * card, so the card is one click target and one tab stop named after the service.
 */
export function ServiceCard({ service, learnMore }: ServiceCardProps) {
  return (
    <LinkedCard
      sx={{
        '&:hover': { boxShadow: 6, transform: 'translateY(-4px)' },
        '&:hover .service-card-more': { color: 'primary.main' },
      }}
    >
      <ResponsiveImage image={service.image} sx={{ display: 'block', width: '100%', height: 'auto' }} />
      <Box sx={{ p: 3.5, pt: 0, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Box sx={{ mt: -3.5, mb: 2.5, borderRadius: rounded('round'), width: 'fit-content', border: 4, borderColor: 'background.default' }}>
          <ServiceIcon icon={service.icon} />
        </Box>
        <CardTitleLink variant="h4" component="h3" sx={{ mb: 1.5 }} to={detailPath('services-details', service.id)}>
          {service.title}
        </CardTitleLink>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3, flexGrow: 1 }}>
          {service.text}
        </Typography>
        <Box aria-hidden className="service-card-more" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600, color: 'text.primary' }}>
          {learnMore}
          <ArrowForwardRounded className="flip-in-rtl" fontSize="small" />
        </Box>
      </Box>
    </LinkedCard>
  );
}
