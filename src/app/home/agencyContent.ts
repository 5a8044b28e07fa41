import { blogPosts } from '../../content/blog';
import * as home from '../../content/home';
import { marketingServices } from '../../content/marketingServices';
import { billingCycleHeading, billingCyclePlans } from '../../content/pricing';
import { projects } from '../../content/projects';
import { newsletterLabels, planLabels, planLinks, projectCarouselLabels, serviceCardLabels, testimonialLabels } from '../../content/sectionLabels';
import { team } from '../../content/team';
import { testimonials as quotes } from '../../content/testimonials';
import { ui } from '../../content/ui';

/* What the agency home's sections below the first screen say; each loads it as it comes near. */
export const servicesGrid = { heading: home.marketingServicesSection, services: marketingServices, labels: serviceCardLabels };
export const projectCarousel = { heading: home.portfolioSection, projects, labels: projectCarouselLabels };
export const videoPopup = { ...home.videoPopup, labels: ui.video };
export const teamGrid = { heading: home.teamSection, members: team, labels: ui.team };
export const billingToggle = { heading: billingCycleHeading, cycles: billingCyclePlans, labels: planLabels, links: planLinks };
export const testimonials = { heading: home.testimonialsSection, testimonials: quotes, labels: testimonialLabels };
export const blogGrid = { heading: home.blogSection, posts: blogPosts, labels: ui.blog };
export const newsletter = { heading: home.newsletter, labels: newsletterLabels };
