export * from './BillingToggle';
