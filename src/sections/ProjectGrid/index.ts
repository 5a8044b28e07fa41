export * from './ProjectGrid';
