export * from './ServicesGrid';
export type * from './types';
