export * from './AboutIntro';
