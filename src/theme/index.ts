export { theme } from './theme';
export { breakpoints, reviewWidths } from './tokens';
