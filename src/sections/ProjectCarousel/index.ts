export * from './ProjectCarousel';
