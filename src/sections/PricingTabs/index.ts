export * from './PricingTabs';
export * from './PlanCard';
export * from './planHref';
export * from './PlanGrid';
