export * from './ServiceList';
export * from './ServiceHelpPanel';
export * from './ServiceIcon';
export * from './serviceHref';
export * from './types';
