export * from './Counters';
