export * from './ScrollToTop';
