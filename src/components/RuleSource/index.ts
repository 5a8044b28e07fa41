export * from './RuleSource';
export * from './SourceLink';
