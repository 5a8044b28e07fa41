import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { offersData } from '../app/structuredData';
import { counters } from '../content/counters';
import { duties } from '../content/duties';
import { banner, countersSection, dutiesSection, packages, testimonialsSection, whyChooseUs } from '../content/home';
import { pricingHeading, pricingTabs } from '../content/pricing';
import { planLabels, planLinks, testimonialLabels } from '../content/sectionLabels';
import { testimonials } from '../content/testimonials';
import { Banner } from '../sections/Banner';
import { Counters, DutyGrid, PackageBlocks, PricingTabs, Testimonials, WhyChooseUs } from '../app/belowTheFold';

export const meta = () => pageMeta('home');

/** The business home: figures, why choose us, and the plans. */
export default function HomeBusinessPage() {
  return (
    <SitePage structuredData={[offersData(pricingTabs)]}>
      <Banner {...banner} />
      <PackageBlocks packages={packages} />
      <Counters heading={countersSection} counters={counters} />
      <WhyChooseUs {...whyChooseUs} />
      <PricingTabs heading={pricingHeading} tabs={pricingTabs} labels={planLabels} links={planLinks} />
      <DutyGrid heading={dutiesSection} duties={duties} background="paper" />
      <Testimonials heading={testimonialsSection} testimonials={testimonials} labels={testimonialLabels} pager="bullets" autoplayDelayMs={5000} />
    </SitePage>
  );
}
