export * from './AutoMotionToggle';
export * from './CarouselControls';
