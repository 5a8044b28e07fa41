import type * as en from '../../sectionLabels';
import { site } from './site';
import { ui } from './ui';

/** Jeux de libellés que plusieurs pages transmettent aux mêmes sections. */
export const testimonialLabels: typeof en.testimonialLabels = {
  carousel: ui.carousel.testimonialsLabel,
  previous: ui.carousel.previousTestimonial,
  next: ui.carousel.nextTestimonial,
  pause: ui.carousel.pause,
  play: ui.carousel.play,
  goToSlide: ui.carousel.goToSlide,
  slideOf: ui.carousel.slideOf,
};

export const brandBandLabels: typeof en.brandBandLabels = {
  carousel: ui.carousel.brandsLabel,
  pause: ui.carousel.pauseBrands,
  play: ui.carousel.playBrands,
  slideOf: ui.carousel.slideOf,
  videoUnsupported: ui.video.unsupported,
};

export const serviceCardLabels: typeof en.serviceCardLabels = { readMore: ui.common.readMore, readMoreAbout: ui.services.readMoreAbout };

export const newsletterLabels: typeof en.newsletterLabels = { ...ui.forms.newsletter, thanks: ui.toasts.newsletter };

export const projectCarouselLabels: typeof en.projectCarouselLabels = {
  carousel: ui.projects.carouselLabel,
  previous: ui.carousel.previousSlide,
  next: ui.carousel.nextSlide,
  goToSlide: ui.carousel.goToSlide,
  slideOf: ui.carousel.slideOf,
  viewProject: ui.projects.viewProject,
};

export const planLabels: typeof en.planLabels = {
  tabList: ui.pricing.plansLabel,
  billingPeriod: ui.pricing.billingPeriod,
  popular: ui.pricing.popular,
  opensInNewTab: ui.common.opensInNewTab,
  planFeatures: ui.pricing.planFeatures,
  refundTerms: { label: ui.pricing.refundTerms, to: '/refunds' },
};

export const planLinks: typeof en.planLinks = { contactPath: '/contact-us', portalUrl: site.portalSignInUrl };
