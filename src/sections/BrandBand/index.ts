export * from './BrandBand';
