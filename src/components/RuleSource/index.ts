export * from './RuleSource';
