import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { rounded } from '../../theme/tokens';
import type { Service } from '../../types/content';
import { ServiceHelpPanel, ServiceIcon, type ServiceHelp } from '../ServiceList';
import { OtherServicesNav } from './OtherServicesNav';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { GridList } from '../../components/GridList';

export interface ServiceDetailLabels {
  /** Heading of the checklist. */
  whatYouGet: string;
  /** Heading and landmark name of the sidebar links. */
  otherServices: string;
}

export interface ServiceDetailProps {
  /** The service shown in full: picture, icon, title, summary, body paragraphs and the "included" list. */
  service: Service;
  /** The services linked in the sidebar (the page leaves out the current one). */
  otherServices: Service[];
  /** Headings of the checklist and of the sidebar links. */
  labels: ServiceDetailLabels;
  /** The dark panel under the sidebar links: title, one sentence and a button to the contact page. */
  help: ServiceHelp;
}

const includedId = 'service-included-title';

/** One service in full: image, what it is, what is included, and where to go next. */
export function ServiceDetail({ service, otherServices, labels, help }: ServiceDetailProps) {
  return (
    // Not a named region: the page hero above is already named after the service.
    <Section>
      <Grid container spacing={{ xs: 6, md: 8 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <ResponsiveImage image={service.image} loading="eager" sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: rounded('xxl'), mb: { xs: 4, md: 5 } }} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <ServiceIcon icon={service.icon} />
            <Typography variant="h2">{service.title}</Typography>
          </Stack>
          <Typography variant="subtitle1" sx={{ mb: 3 }}>
            {service.text}
          </Typography>
          {service.body.map((paragraph) => (
            <Typography key={paragraph} sx={{ color: 'text.secondary', mb: 2.5 }}>
              {paragraph}
            </Typography>
          ))}
          <Box sx={{ mt: 5, p: { xs: 3, md: 4 }, borderRadius: rounded('xxl'), bgcolor: 'background.paper' }}>
            <Typography id={includedId} variant="h3" sx={{ mb: 3 }}>
              {labels.whatYouGet}
            </Typography>
            <GridList aria-labelledby={includedId} columns={{ xs: '1fr', sm: '1fr 1fr' }} gap={2}>
              {service.includes.map((item) => (
                <Stack component="li" key={item} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <CheckCircleRounded aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
                  <Typography>{item}</Typography>
                </Stack>
              ))}
            </GridList>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={4} sx={{ position: { md: 'sticky' }, top: { md: 112 } }}>
            <OtherServicesNav services={otherServices} label={labels.otherServices} />
            <ServiceHelpPanel help={help} />
          </Stack>
        </Grid>
      </Grid>
    </Section>
  );
}
