import { InnerPage } from '../app/frame/InnerPage';
import { metaTags } from '../app/seo/metaTags';
import { webApplicationData } from '../app/seo/webApplicationData';
import { calendarFile, complianceCalendarPage } from '../content/complianceCalendar';
import { documentTitle } from '../content/pages';
import ComplianceCalendar from '../islands/ComplianceCalendar';
import { sitePath } from '../sitePaths';

export const meta = () => metaTags(documentTitle(complianceCalendarPage.title), complianceCalendarPage.description);

export default function ComplianceCalendarPage() {
  return (
    <InnerPage
      title={complianceCalendarPage.title}
      structuredData={[webApplicationData({ name: complianceCalendarPage.title, description: complianceCalendarPage.description, path: sitePath('/compliance-calendar') })]}
    >
      <ComplianceCalendar file={calendarFile} />
    </InnerPage>
  );
}
