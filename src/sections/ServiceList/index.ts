export * from './ServiceList';
export * from './ServiceHelpPanel';
export * from './ServiceIcon';
export * from './types';
