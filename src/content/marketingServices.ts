import type { MarketingService } from '../types/content';
import { projects } from './projects';

const photo = (projectId: number) => projects[projectId - 1].image;

/** Second service set, shown on the marketing home variant: growth services after formation. */
export const marketingServices: MarketingService[] = [
  {
    id: 1,
    serviceName: 'Content Marketing',
    tag: 'Content',
    icon: 'content',
    text: 'Articles, guides and case studies written for US buyers, so your new company is found and trusted from day one.',
    image: photo(5),
  },
  {
    id: 2,
    serviceName: 'Social Marketing',
    tag: 'Social',
    icon: 'social',
    text: 'Company pages and campaigns on LinkedIn, Instagram and X, set up under your US brand and posted in US time zones.',
    image: photo(1),
  },
  {
    id: 3,
    serviceName: 'App Development',
    tag: 'Development',
    icon: 'app',
    text: 'Web and mobile apps published under your US company, with App Store and Google Play accounts in its name.',
    image: photo(2),
  },
  {
    id: 4,
    serviceName: 'SEO Optimization',
    tag: 'Search',
    icon: 'seo',
    text: 'Technical and local SEO so your US address, phone number and services show up consistently in search results.',
    image: photo(3),
  },
  {
    id: 5,
    serviceName: 'PPC Advertising',
    tag: 'Ads',
    icon: 'ppc',
    text: 'Google and Meta ad accounts billed to your US company card, with campaigns targeted by state and city.',
    image: photo(6),
  },
  {
    id: 6,
    serviceName: 'Digital Marketing',
    tag: 'Strategy',
    icon: 'digital',
    text: 'One plan that ties your website, ads, email and marketplaces together, measured by the sales they bring to your US account.',
    image: photo(4),
  },
];
