import { calendarSchedule, complianceCalendarHeading, complianceCalendarLabels } from '../content/complianceCalendar';
import { island } from '../platform';
import { ComplianceCalendar, type ComplianceCalendarProps } from '../sections/ComplianceCalendar';

/** A company's deadlines for the next 24 months, with the calendar file, whose maker the page names (`calendarFile`). */
function ComplianceCalendarIsland({ file }: Pick<ComplianceCalendarProps, 'file'>) {
  return <ComplianceCalendar heading={complianceCalendarHeading} schedule={calendarSchedule} labels={complianceCalendarLabels} file={file} />;
}

export default island('ComplianceCalendar', ComplianceCalendarIsland, { formatsAsItLoads: true });
