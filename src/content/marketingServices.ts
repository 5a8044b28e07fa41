import t from 'virtual:messages/marketingServices';
import type { MarketingService } from '../types/content';
import { projects } from './projects';

const photo = (projectId: number) => projects[projectId - 1].image;

/** Second service set, shown on the marketing home variant: growth services after formation. */
export const marketingServices: MarketingService[] = [
  {
    id: 1,
    serviceName: t.content.serviceName,
    tag: t.content.tag,
    icon: 'content',
    text: t.content.text,
    image: photo(5),
  },
  {
    id: 2,
    serviceName: t.social.serviceName,
    tag: t.social.tag,
    icon: 'social',
    text: t.social.text,
    image: photo(1),
  },
  {
    id: 3,
    serviceName: t.app.serviceName,
    tag: t.app.tag,
    icon: 'app',
    text: t.app.text,
    image: photo(2),
  },
  {
    id: 4,
    serviceName: t.seo.serviceName,
    tag: t.seo.tag,
    icon: 'seo',
    text: t.seo.text,
    image: photo(3),
  },
  {
    id: 5,
    serviceName: t.ppc.serviceName,
    tag: t.ppc.tag,
    icon: 'ppc',
    text: t.ppc.text,
    image: photo(6),
  },
  {
    id: 6,
    serviceName: t.digital.serviceName,
    tag: t.digital.tag,
    icon: 'digital',
    text: t.digital.text,
    image: photo(4),
  },
];
