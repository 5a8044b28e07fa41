export * from './MotionToggle';
