import { counters } from '../../content/counters';
import { duties } from '../../content/duties';
import * as home from '../../content/home';
import { pricingHeading, pricingTabs as tabs } from '../../content/pricing';
import { planLabels, planLinks, testimonialLabels } from '../../content/sectionLabels';
import { testimonials as quotes } from '../../content/testimonials';

/* What the business home's sections below the first screen say; each loads it as it comes near. */
export const packageBlocks = { packages: home.packages };
export const countersSection = { heading: home.countersSection, counters };
export const whyChooseUs = home.whyChooseUs;
export const pricingTabs = { heading: pricingHeading, tabs, labels: planLabels, links: planLinks };
export const dutyGrid = { heading: home.dutiesSection, duties };
export const testimonials = { heading: home.testimonialsSection, testimonials: quotes, labels: testimonialLabels };
