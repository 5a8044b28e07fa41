import type { BrandBandLabels } from '../sections/BrandBand';
import type { NewsletterLabels } from '../sections/Newsletter';
import type { ProjectCarouselLabels } from '../sections/ProjectCarousel';
import type { TestimonialsLabels } from '../sections/Testimonials';
import { site } from './site';
import { ui } from './ui';
import { sitePath } from '../sitePaths';

/** Label sets several pages hand to the same sections, checked against each section's props. */
export const testimonialLabels = {
  carousel: ui.carousel.testimonialsLabel,
  previous: ui.carousel.previousTestimonial,
  next: ui.carousel.nextTestimonial,
  pause: ui.carousel.pause,
  play: ui.carousel.play,
  goToSlide: ui.carousel.goToSlide,
  slideOf: ui.carousel.slideOf,
} satisfies TestimonialsLabels;

export const brandBandLabels = {
  carousel: ui.carousel.brandsLabel,
  pause: ui.carousel.pauseBrands,
  play: ui.carousel.playBrands,
  slideOf: ui.carousel.slideOf,
  videoUnsupported: ui.video.unsupported,
} satisfies BrandBandLabels;

export const serviceCardLabels = { readMore: ui.common.readMore, readMoreAbout: ui.services.readMoreAbout };

export const newsletterLabels = { ...ui.forms.newsletter, thanks: ui.toasts.newsletter } satisfies NewsletterLabels;

export const projectCarouselLabels = {
  carousel: ui.projects.carouselLabel,
  previous: ui.carousel.previousSlide,
  next: ui.carousel.nextSlide,
  goToSlide: ui.carousel.goToSlide,
  slideOf: ui.carousel.slideOf,
  viewProject: ui.projects.viewProject,
} satisfies ProjectCarouselLabels;

export const planLabels = {
  tabList: ui.pricing.plansLabel,
  billingPeriod: ui.pricing.billingPeriod,
  popular: ui.pricing.popular,
  opensInNewTab: ui.common.opensInNewTab,
  planFeatures: ui.pricing.planFeatures,
  refundTerms: { label: ui.pricing.refundTerms, to: sitePath('/refunds') },
};

export const planLinks = { contactPath: sitePath('/contact-us'), portalUrl: site.portalSignInUrl };
