export * from './LanguageSuggestion';
