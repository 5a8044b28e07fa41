export * from './PageLinks';
