import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

declare global {
  interface Window {
    __reactRouterRouteModules?: unknown;
  }
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/*
 * A built page evaluates this module (with the framework around it) in a task of its own, ahead of
 * the page's bootstrap module, so no single task runs all the code at once (see
 * src/platform/htmlFiles.ts). Hydration then waits for the bootstrap to have set the route modules.
 */
function whenRouteModulesAreSet() {
  if (window.__reactRouterRouteModules) hydrate();
  else setTimeout(whenRouteModulesAreSet, 0);
}
whenRouteModulesAreSet();
