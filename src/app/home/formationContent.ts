import { brands } from '../../content/brands';
import { duties } from '../../content/duties';
import * as home from '../../content/home';
import { brandBandLabels, serviceCardLabels, testimonialLabels } from '../../content/sectionLabels';
import { services } from '../../content/services';
import { testimonials as quotes } from '../../content/testimonials';

/* What the formation home's sections below the first screen say; each loads it as it comes near. */
export const packageBlocks = { packages: home.packages };
export const servicesGrid = { heading: home.servicesSection, services, labels: serviceCardLabels };
export const planYourCompany = home.planYourCompany;
export const dutyGrid = { heading: home.dutiesSection, duties };
export const whyChooseUs = home.whyChooseUs;
export const testimonials = { heading: home.testimonialsSection, testimonials: quotes, labels: testimonialLabels };
export { experienceContent as experience } from './experienceContent';
export const brandBand = { ...home.brandBand, brands, labels: brandBandLabels };
