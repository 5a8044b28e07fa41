export * from './ContactForm';
export type { Inquiry } from './inquiryLimits';
