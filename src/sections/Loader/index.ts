export * from './Loader';
export * from './brandScreen';
