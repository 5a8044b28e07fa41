import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router';

/** Shows the router's URL, so a play test can check what a control wrote into the address. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output hidden data-testid="location">{`${pathname}${search}`}</output>;
}

export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);
