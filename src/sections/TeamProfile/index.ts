export * from './TeamProfile';
