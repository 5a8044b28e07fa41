export * from './GridList';
