export * from './Eyebrow';
