export * from './SectionHeading';
