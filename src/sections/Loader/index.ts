export * from './Loader';
