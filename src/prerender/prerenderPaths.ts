import { blogPosts } from '../content/blog';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { team } from '../content/team';
import { type DetailBase, detailRoutes, homeVariants, simplePages } from '../routeTable';

/** The ids each detail route has a page for. */
const detailIds: Record<DetailBase, readonly { id: string | number }[]> = {
  'services-details': services,
  'project-details': projects,
  'team-details': team,
  'blog-single': blogPosts,
  'blog-single-sidebar': blogPosts,
};

/** Every page a visitor can reach, from the route table: the static routes, their dark twins, and each id the content has. */
export const staticPaths = [...homeVariants.map((v) => `/${v.path}`), ...homeVariants.map((v) => `/${v.darkPath}`), ...simplePages.map((p) => `/${p.path}`)];

export const detailPaths = detailRoutes.flatMap((d) => detailIds[d.base].map((entry) => `/${d.base}/${entry.id}`));

/** The bare detail paths answer with a redirect to their first entry. */
export const redirectPaths = detailRoutes.map((d) => `/${d.base}`);

/** Rendered by the catch-all route and copied to 404.html for static hosts: the page for every unknown path and id. */
export const notFoundPath = '/404';

export function prerenderPaths() {
  return [...staticPaths, ...detailPaths, ...redirectPaths, notFoundPath];
}
