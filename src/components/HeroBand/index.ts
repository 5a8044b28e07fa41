export * from './HeroBand';
