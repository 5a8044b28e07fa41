export * from './CarouselDots';
