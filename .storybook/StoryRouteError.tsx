import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from '../src/pages/NotFound';

/** As the site's root does (src/root.tsx): a page's 404 shows the not-found page; anything else fails the story. */
export function StoryRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
