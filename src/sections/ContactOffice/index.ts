export * from './ContactOffice';
