import { calendarFile, calendarSchedule, complianceCalendarHeading, complianceCalendarLabels } from '../content/complianceCalendar';
import { island } from '../platform';
import { ComplianceCalendar } from '../sections/ComplianceCalendar';

/** A company's deadlines for the next 24 months, with the calendar file. */
function ComplianceCalendarIsland() {
  return <ComplianceCalendar heading={complianceCalendarHeading} schedule={calendarSchedule} labels={complianceCalendarLabels} file={calendarFile} />;
}

export default island('ComplianceCalendar', ComplianceCalendarIsland);
