import { pageLocale } from '../../locale/pageLocale';
import { siteTheme } from '../../theme';

export { IslandProviders } from './IslandProviders';

/** What every island's first render would otherwise do inside it, done first in a task of its own (hydrateIslands.tsx). */
export const prepare = [() => siteTheme(pageLocale.dir)];
