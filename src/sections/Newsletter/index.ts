export * from './Newsletter';
