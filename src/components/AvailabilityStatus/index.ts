export * from './AvailabilityStatus';
