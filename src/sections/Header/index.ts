export * from './Header';
export type * from './types';
export { sidePanelBodyClass } from './SidePanel';
