import { deferUntilVisible } from '../components/deferUntilVisible';

/*
 * Sections that open below the first screen. Each one's code loads when the visitor nears it; until
 * then the prerendered HTML stands in, complete and readable, so the first screen hydrates sooner.
 */
export const PackageBlocks = deferUntilVisible(() => import('../sections/PackageBlocks').then((m) => m.PackageBlocks));
export const ServicesGrid = deferUntilVisible(() => import('../sections/ServicesGrid').then((m) => m.ServicesGrid));
export const DutyGrid = deferUntilVisible(() => import('../sections/DutyGrid').then((m) => m.DutyGrid));
export const WhyChooseUs = deferUntilVisible(() => import('../sections/WhyChooseUs').then((m) => m.WhyChooseUs));
export const Testimonials = deferUntilVisible(() => import('../sections/Testimonials').then((m) => m.Testimonials));
export const Experience = deferUntilVisible(() => import('../sections/Experience').then((m) => m.Experience));
export const BrandBand = deferUntilVisible(() => import('../sections/BrandBand').then((m) => m.BrandBand));
export const ProjectCarousel = deferUntilVisible(() => import('../sections/ProjectCarousel').then((m) => m.ProjectCarousel));
export const ProjectGallery = deferUntilVisible(() => import('../sections/ProjectGallery').then((m) => m.ProjectGallery));
export const VideoPopup = deferUntilVisible(() => import('../sections/VideoPopup').then((m) => m.VideoPopup));
export const TeamGrid = deferUntilVisible(() => import('../sections/TeamGrid').then((m) => m.TeamGrid));
export const BillingToggle = deferUntilVisible(() => import('../sections/BillingToggle').then((m) => m.BillingToggle));
export const BlogGrid = deferUntilVisible(() => import('../sections/BlogGrid').then((m) => m.BlogGrid));
export const Newsletter = deferUntilVisible(() => import('../sections/Newsletter').then((m) => m.Newsletter));
export const Counters = deferUntilVisible(() => import('../sections/Counters').then((m) => m.Counters));
export const PricingTabs = deferUntilVisible(() => import('../sections/PricingTabs').then((m) => m.PricingTabs));
export const CommentForm = deferUntilVisible(() => import('../sections/CommentForm').then((m) => m.CommentForm));
export const SiteFooter = deferUntilVisible(() => import('./SiteFooter').then((m) => m.SiteFooter));
