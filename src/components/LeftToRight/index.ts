export * from './LeftToRight';
