export * from './ComplianceCalendar';
export * from './CalendarControls';
export * from './DeadlineList';
export * from './SourceLinks';
export * from './deadlines';
export * from './ics';
