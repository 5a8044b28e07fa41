import type { MarketingService, Service } from '../../types/content';

/** What a formation service card shows (the `services` content fits it). */
export type FormationServiceCardData = Pick<Service, 'id' | 'title' | 'text' | 'icon'>;

/** What a marketing service card shows (the `marketingServices` content fits it). */
export type MarketingServiceCardData = Pick<MarketingService, 'id' | 'serviceName' | 'tag' | 'text' | 'icon' | 'image'>;

export interface ServiceCardLabels {
  /** Visible link text, e.g. 'Read more'. */
  readMore: string;
  /** The link's whole text, of which only `readMore` shows; should start with it: 'Read more about Company Registration'. */
  readMoreAbout: (title: string) => string;
}
