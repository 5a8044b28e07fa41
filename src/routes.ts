import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { detailRoutes, homeVariants, simplePages } from './routeTable';

export default [
  ...homeVariants.map((v) => (v.path === '' ? index(v.file, { id: v.id }) : route(v.path, v.file, { id: v.id }))),
  layout('app/routing/DarkSchemeLayout.tsx', [...homeVariants.map((v) => route(v.darkPath, v.file, { id: `${v.id}-dark` }))]),

  ...simplePages.map((p) => route(p.path, p.file, { id: p.path })),

  ...detailRoutes.flatMap((d) => [
    route(`${d.base}/:id`, d.file, { id: d.base }),
    // The bare list path is a real redirect to the first entry.
    route(d.base, 'app/routing/RedirectToFirst.tsx', { id: `${d.base}-redirect` }),
  ]),

  route('*', 'pages/NotFound.tsx'),
] satisfies RouteConfig;
