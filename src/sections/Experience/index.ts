export * from './Experience';
