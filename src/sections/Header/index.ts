export * from './Header';
export type * from './types';
