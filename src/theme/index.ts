export { siteTheme } from './theme';
export { breakpoints, reviewWidths } from './tokens';
export { focusRing, focusRingInset } from './focusRing';
export { modeStorageKey } from './colorSchemeStorage';
