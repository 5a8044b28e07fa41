import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent, Service } from '../../types/content';
import { ServiceCard } from './ServiceCard';
import { ServiceCompactItem } from './ServiceCompactItem';
import { ServiceHelpPanel } from './ServiceHelpPanel';
import { ServiceRow } from './ServiceRow';
import type { ServiceHelp, ServiceListLabels } from './types';
import { GridList } from '../../components/GridList';

export type ServiceListLayout = 'cards' | 'alternating' | 'compact';

export interface ServiceListProps {
  /** The services in order, each with photo, icon, title, one sentence and what is included. */
  services: Service[];
  /** Eyebrow, h2 title and intro above the services, centred (left-aligned in the compact layout). */
  heading: SectionHeadingContent;
  /** 'cards' (/services), 'alternating' image and text rows (/services-2), 'compact' list with a help panel (/services-3). */
  layout?: ServiceListLayout;
  /** The Learn more words shown on cards and rows, and the rows' full link name ('Learn more about EIN Tax ID'). */
  labels: ServiceListLabels;
  /** The call-to-action panel beside the compact list; the other layouts leave it out. */
  help?: ServiceHelp;
}

const headingId = 'service-list-title';

/** Every service, each linking to its detail page, in one of three layouts. */
export function ServiceList({ services, heading, layout = 'cards', labels, help }: ServiceListProps) {
  return (
    <Section labelledBy={headingId} background={layout === 'compact' ? 'paper' : 'default'}>
      <SectionHeading id={headingId} {...heading} align={layout === 'compact' ? 'left' : 'center'} />
      {layout === 'cards' ? (
        <Grid component="ul" container spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {services.map((service) => (
            <Grid component="li" key={service.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ServiceCard service={service} learnMore={labels.learnMore} />
            </Grid>
          ))}
        </Grid>
      ) : null}
      {layout === 'alternating' ? (
        <Stack spacing={{ xs: 10, md: 14 }}>
          {services.map((service, index) => (
            <ServiceRow key={service.id} service={service} index={index} labels={labels} />
          ))}
        </Stack>
      ) : null}
      {layout === 'compact' ? (
        <Grid container spacing={4} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: help ? 8 : 12 }}>
            <GridList columns={{ xs: '1fr', sm: '1fr 1fr' }} gap={3}>
              {services.map((service) => (
                <ServiceCompactItem key={service.id} service={service} />
              ))}
            </GridList>
          </Grid>
          {help ? (
            <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 112 } }}>
              <ServiceHelpPanel help={help} />
            </Grid>
          ) : null}
        </Grid>
      ) : null}
    </Section>
  );
}
