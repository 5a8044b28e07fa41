import Grid from '@mui/material/Grid';
import { Section, type SectionBackground } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { FormationServiceCard } from './FormationServiceCard';
import { MarketingServiceCard } from './MarketingServiceCard';
import type { FormationServiceCardData, MarketingServiceCardData, ServiceCardLabels } from './types';

/** The home page never shows more than six service cards. */
export const maxServiceCards = 6;

interface CommonProps {
  /** Eyebrow, title (the section's h2 and name) and intro, centred above the cards. */
  heading: SectionHeadingContent;
  /** The Read more link's visible words and its full hidden text ('Read more about EIN Tax ID'). */
  labels: ServiceCardLabels;
  /** How many cards to show; capped at six. */
  limit?: number;
  /** In-page anchor; '/#services' points here. */
  id?: string;
  /** The band's colour: 'default' (the default), 'paper' or 'brand'. */
  background?: SectionBackground;
}

export type ServicesGridProps = CommonProps &
  (
    | {
        /** Formation cards: an icon, title (h3), one sentence and Read more. */
        variant?: 'formation';
        /** The formation services, in order; each card links to its service page. */
        services: FormationServiceCardData[];
      }
    | {
        /** Marketing cards: a photo with a tag on it, an icon, title (h3), one sentence and Read more. */
        variant: 'marketing';
        /** The marketing services, in order; each card links to its service page. */
        services: MarketingServiceCardData[];
      }
  );

export function ServicesGrid(props: ServicesGridProps) {
  const { heading, labels, limit = maxServiceCards, id = 'services', background = 'default' } = props;
  const count = Math.max(0, Math.min(limit, maxServiceCards));
  const titleId = `${id}-title`;

  return (
    <Section id={id} labelledBy={titleId} background={background}>
      <SectionHeading id={titleId} {...heading} />
      <Grid component="ul" container spacing={{ xs: 3, md: 4 }} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {props.variant === 'marketing'
          ? props.services.slice(0, count).map((service) => (
              <Grid component="li" key={service.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <MarketingServiceCard service={service} labels={labels} />
              </Grid>
            ))
          : props.services.slice(0, count).map((service) => (
              <Grid component="li" key={service.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <FormationServiceCard service={service} labels={labels} />
              </Grid>
            ))}
      </Grid>
    </Section>
  );
}
