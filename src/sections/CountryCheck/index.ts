export * from './CountryCheck';
export * from './CountryField';
export * from './EligibilityAnswerView';
export * from './eligibility';
