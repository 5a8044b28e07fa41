import { counters } from '../../content/counters';
import { duties } from '../../content/duties';
import * as home from '../../content/home';
import { pricingHeading, pricingTabs } from '../../content/pricing';
import { planLabels, planLinks, testimonialLabels } from '../../content/sectionLabels';
import { testimonials } from '../../content/testimonials';
import { Counters } from '../../sections/Counters';
import { DutyGrid } from '../../sections/DutyGrid';
import { PackageBlocks } from '../../sections/PackageBlocks';
import { PricingTabs } from '../../sections/PricingTabs';
import { Testimonials } from '../../sections/Testimonials';
import { WhyChooseUs } from '../../sections/WhyChooseUs';

/** The business home after its first screen: figures, why choose us, and the plans. */
export function BusinessBelowTheFold() {
  return (
    <>
      <PackageBlocks packages={home.packages} />
      <Counters heading={home.countersSection} counters={counters} />
      <WhyChooseUs {...home.whyChooseUs} />
      <PricingTabs heading={pricingHeading} tabs={pricingTabs} labels={planLabels} links={planLinks} />
      <DutyGrid heading={home.dutiesSection} duties={duties} background="paper" />
      <Testimonials heading={home.testimonialsSection} testimonials={testimonials} labels={testimonialLabels} pager="bullets" autoplayDelayMs={5000} />
    </>
  );
}
