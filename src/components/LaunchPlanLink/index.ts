export * from './LaunchPlanLink';
