import { brands } from '../../content/brands';
import * as home from '../../content/home';
import { projects } from '../../content/projects';
import { brandBandLabels, serviceCardLabels, testimonialLabels } from '../../content/sectionLabels';
import { services } from '../../content/services';
import { team } from '../../content/team';
import { testimonialsWithPhoto } from '../../content/testimonials';
import { ui } from '../../content/ui';

/* What the showcase home's sections below the first screen say; each loads it as it comes near. */
export const servicesGrid = { heading: home.servicesSection, services, labels: serviceCardLabels };
export const projectGallery = { heading: home.portfolioSection, projects, labels: ui.projects };
export { experienceContent as experience } from './experienceContent';
export const teamGrid = { heading: home.teamSection, members: team, labels: ui.team };
export const testimonials = { heading: home.testimonialsSection, testimonials: testimonialsWithPhoto, labels: testimonialLabels };
export const brandBand = { ...home.brandBand, brands, labels: brandBandLabels };
