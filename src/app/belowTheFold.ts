import { deferUntilVisible } from '../components/deferUntilVisible';

/** Home-page sections: the browser may also skip rendering them until they come near the screen. */
const homeSection = { skipWhileOffscreen: true };

/*
 * Sections that open below the first screen. Each one's code loads when the visitor nears it; until
 * then the prerendered HTML stands in, complete and readable, so the first screen hydrates sooner.
 */
export const PackageBlocks = deferUntilVisible(() => import('../sections/PackageBlocks').then((m) => m.PackageBlocks), homeSection);
export const ServicesGrid = deferUntilVisible(() => import('../sections/ServicesGrid').then((m) => m.ServicesGrid), homeSection);
export const DutyGrid = deferUntilVisible(() => import('../sections/DutyGrid').then((m) => m.DutyGrid), homeSection);
export const WhyChooseUs = deferUntilVisible(() => import('../sections/WhyChooseUs').then((m) => m.WhyChooseUs), homeSection);
export const Testimonials = deferUntilVisible(() => import('../sections/Testimonials').then((m) => m.Testimonials), homeSection);
export const Experience = deferUntilVisible(() => import('../sections/Experience').then((m) => m.Experience), homeSection);
export const BrandBand = deferUntilVisible(() => import('../sections/BrandBand').then((m) => m.BrandBand), homeSection);
export const ProjectCarousel = deferUntilVisible(() => import('../sections/ProjectCarousel').then((m) => m.ProjectCarousel), homeSection);
export const ProjectGallery = deferUntilVisible(() => import('../sections/ProjectGallery').then((m) => m.ProjectGallery), homeSection);
export const VideoPopup = deferUntilVisible(() => import('../sections/VideoPopup').then((m) => m.VideoPopup), homeSection);
export const TeamGrid = deferUntilVisible(() => import('../sections/TeamGrid').then((m) => m.TeamGrid), homeSection);
export const BillingToggle = deferUntilVisible(() => import('../sections/BillingToggle').then((m) => m.BillingToggle), homeSection);
export const BlogGrid = deferUntilVisible(() => import('../sections/BlogGrid').then((m) => m.BlogGrid), homeSection);
export const Newsletter = deferUntilVisible(() => import('../sections/Newsletter').then((m) => m.Newsletter), homeSection);
export const Counters = deferUntilVisible(() => import('../sections/Counters').then((m) => m.Counters), homeSection);
export const PricingTabs = deferUntilVisible(() => import('../sections/PricingTabs').then((m) => m.PricingTabs), homeSection);
export const CommentForm = deferUntilVisible(() => import('../sections/CommentForm').then((m) => m.CommentForm));
export const SiteFooter = deferUntilVisible(() => import('./SiteFooter').then((m) => m.SiteFooter));
