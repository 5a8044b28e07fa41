export * from './RuledRow';
