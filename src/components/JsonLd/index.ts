export * from './JsonLd';
