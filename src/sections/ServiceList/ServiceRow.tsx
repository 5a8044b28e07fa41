import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { Service } from '../../types/content';
import { DescriptiveLinkText } from '../../components/DescriptiveLinkText';
import { ServiceIcon } from './ServiceIcon';
import type { ServiceListLabels } from './types';
import { detailPath } from '../../sitePaths';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface ServiceRowProps {
  service: Service;
  /** Position in the list: sets the number shown and which side the image sits on. */
  index: number;
  labels: ServiceListLabels;
}

/** How many 'includes' a row previews; the detail page lists them all. */
const previewCount = 3;

/** One row of the 'alternating' layout: image on one side, text on the other, swapping every row. */
export function ServiceRow({ service, index, labels }: ServiceRowProps) {
  const imageFirst = index % 2 === 0;
  return (
    <Grid component="article" container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center', flexDirection: { md: imageFirst ? 'row' : 'row-reverse' } }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ResponsiveImage image={service.image} sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: rounded('xxl') }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2.5 }}>
          <ServiceIcon icon={service.icon} size={48} />
          <Typography aria-hidden variant="h3" component="span" sx={{ color: 'brand.accent' }}>
            {String(index + 1).padStart(2, '0')}
          </Typography>
        </Stack>
        <Typography variant="h3" sx={{ mb: 2 }}>
          {service.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{service.text}</Typography>
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
          {service.includes.slice(0, previewCount).map((item) => (
            <Stack component="li" key={item} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <CheckCircleRounded aria-hidden fontSize="small" sx={{ color: 'primary.main', mt: 0.4 }} />
              <Typography variant="body2">{item}</Typography>
            </Stack>
          ))}
        </Stack>
        <Button component={SiteLink} to={detailPath('services-details', service.id)} variant="outlined" endIcon={<ArrowForwardRounded className="flip-in-rtl" />}>
          <DescriptiveLinkText visible={labels.learnMore} full={labels.learnMoreAbout(service.title)} />
        </Button>
      </Grid>
    </Grid>
  );
}
