export * from './FaqAccordion';
