export * from './EligibilityRules';
