import { pageLocale } from '../../locale/pageLocale';
import { siteTheme } from '../../theme';

export { IslandProviders } from './IslandProviders';

/** Builds the theme, which the first island's render would otherwise build inside it (hydrateIslands.tsx). */
export const prepare = () => siteTheme(pageLocale.dir);
