export * from './Section';
