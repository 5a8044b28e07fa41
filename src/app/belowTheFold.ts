import { deferUntilVisible } from '../components/deferUntilVisible';

/** Home-page sections: the browser may also skip rendering them until they come near the screen. */
export const homeSection = { skipWhileOffscreen: true };

/*
 * Sections that open below the first screen. Each one's code loads when the visitor nears it; until
 * then the prerendered HTML stands in, complete and readable, so the first screen hydrates sooner.
 * Home pages pair each loader with the content it shows (`deferSection`).
 */
export const loadSection = {
  PackageBlocks: () => import('../sections/PackageBlocks').then((m) => m.PackageBlocks),
  ServicesGrid: () => import('../sections/ServicesGrid').then((m) => m.ServicesGrid),
  DutyGrid: () => import('../sections/DutyGrid').then((m) => m.DutyGrid),
  WhyChooseUs: () => import('../sections/WhyChooseUs').then((m) => m.WhyChooseUs),
  Testimonials: () => import('../sections/Testimonials').then((m) => m.Testimonials),
  Experience: () => import('../sections/Experience').then((m) => m.Experience),
  BrandBand: () => import('../sections/BrandBand').then((m) => m.BrandBand),
  ProjectCarousel: () => import('../sections/ProjectCarousel').then((m) => m.ProjectCarousel),
  ProjectGallery: () => import('../sections/ProjectGallery').then((m) => m.ProjectGallery),
  VideoPopup: () => import('../sections/VideoPopup').then((m) => m.VideoPopup),
  TeamGrid: () => import('../sections/TeamGrid').then((m) => m.TeamGrid),
  BillingToggle: () => import('../sections/BillingToggle').then((m) => m.BillingToggle),
  BlogGrid: () => import('../sections/BlogGrid').then((m) => m.BlogGrid),
  Newsletter: () => import('../sections/Newsletter').then((m) => m.Newsletter),
  Counters: () => import('../sections/Counters').then((m) => m.Counters),
  PricingTabs: () => import('../sections/PricingTabs').then((m) => m.PricingTabs),
};

export const CommentForm = deferUntilVisible(() => import('../sections/CommentForm').then((m) => m.CommentForm));
export const SiteFooter = deferUntilVisible(() => import('./SiteFooter').then((m) => m.SiteFooter));
