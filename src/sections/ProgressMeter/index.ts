export * from './ProgressMeter';
