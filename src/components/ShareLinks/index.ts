export * from './ShareLinks';
