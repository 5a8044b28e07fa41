import * as t from 'virtual:messages/marketingServices';
import type { MarketingService } from '../types/content';
import { projects } from './projects';

const photo = (projectId: number) => projects[projectId - 1].image;

/** Second service set, shown on the marketing home variant: growth services after formation. */
export const marketingServices: MarketingService[] = [
  {
    id: 1,
    serviceName: t.content_serviceName,
    tag: t.content_tag,
    icon: 'content',
    text: t.content_text,
    image: photo(5),
  },
  {
    id: 2,
    serviceName: t.social_serviceName,
    tag: t.social_tag,
    icon: 'social',
    text: t.social_text,
    image: photo(1),
  },
  {
    id: 3,
    serviceName: t.app_serviceName,
    tag: t.app_tag,
    icon: 'app',
    text: t.app_text,
    image: photo(2),
  },
  {
    id: 4,
    serviceName: t.seo_serviceName,
    tag: t.seo_tag,
    icon: 'seo',
    text: t.seo_text,
    image: photo(3),
  },
  {
    id: 5,
    serviceName: t.ppc_serviceName,
    tag: t.ppc_tag,
    icon: 'ppc',
    text: t.ppc_text,
    image: photo(6),
  },
  {
    id: 6,
    serviceName: t.digital_serviceName,
    tag: t.digital_tag,
    icon: 'digital',
    text: t.digital_text,
    image: photo(4),
  },
];
