export * from './ResponsiveImage';
