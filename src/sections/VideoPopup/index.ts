export * from './VideoPopup';
export type * from './types';
