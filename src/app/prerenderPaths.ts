import { blogPosts } from '../content/blog';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { team } from '../content/team';

/** Every page a visitor can reach: the static routes, their dark twins, and each id the content has. */
export const staticPaths = [
  '/', '/home-2', '/home-3', '/business',
  '/home-1-dark', '/home-2-dark', '/home-3-dark', '/business-dark',
  '/services', '/services-2', '/services-3',
  '/project-2-column', '/project-3-column', '/project-carousel',
  '/team', '/team-2', '/team-3',
  '/about-us', '/pricing', '/contact-us', '/login',
  '/costs', '/refunds',
  '/eligibility', '/compliance-calendar',
  '/blog-standard', '/blog-with-sidebar', '/blog-2-column', '/blog-3-column',
];

export const detailPaths = [
  ...services.map((s) => `/services-details/${s.id}`),
  ...projects.map((p) => `/project-details/${p.id}`),
  ...team.map((m) => `/team-details/${m.id}`),
  ...blogPosts.map((p) => `/blog-single/${p.id}`),
  ...blogPosts.map((p) => `/blog-single-sidebar/${p.id}`),
];

/** The bare detail paths answer with a redirect to their first entry. */
export const redirectPaths = ['/services-details', '/project-details', '/team-details', '/blog-single', '/blog-single-sidebar'];

/** Rendered by the catch-all route and copied to 404.html for static hosts. */
export const notFoundPath = '/404';

/**
 * Each detail route's own not-found page: an unknown id is answered with it, so the page hydrates
 * under the same route as the URL it is served for (the generic 404 would not match and would not hydrate).
 */
export const detailNotFoundPaths = redirectPaths.map((base) => `${base}/404`);

export function prerenderPaths() {
  return [...staticPaths, ...detailPaths, ...redirectPaths, notFoundPath, ...detailNotFoundPaths];
}
