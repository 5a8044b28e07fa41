import type { Decorator } from '@storybook/react-vite';
import { usePageAddress } from '../src/platform';

/** Shows the page's address, so a play test can check what a control wrote into the address. */
function LocationProbe() {
  const { pathname, search } = usePageAddress();
  return <output hidden data-testid="location">{`${pathname}${search}`}</output>;
}

export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);
