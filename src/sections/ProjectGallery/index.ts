export * from './ProjectGallery';
