export * from './DutyGrid';
