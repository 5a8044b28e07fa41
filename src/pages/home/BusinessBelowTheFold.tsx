import { counters } from '../../content/counters';
import { duties } from '../../content/duties';
import * as home from '../../content/home';
import { HomeTestimonials } from './HomeTestimonials';
import { PricingPlans } from '../parts/PricingPlans';
import { Counters } from '../../sections/Counters';
import { DutyGrid } from '../../sections/DutyGrid';
import { PackageBlocks } from '../../sections/PackageBlocks';
import { WhyChooseUs } from '../../sections/WhyChooseUs';

/** The business home after its first screen: figures, why choose us, and the plans. */
export function BusinessBelowTheFold() {
  return (
    <>
      <PackageBlocks packages={home.packages} />
      <Counters heading={home.countersSection} counters={counters} />
      <WhyChooseUs {...home.whyChooseUs} />
      <PricingPlans />
      <DutyGrid heading={home.dutiesSection} duties={duties} background="paper" />
      <HomeTestimonials pager="bullets" autoplayDelayMs={5000} showPhotos={false} />
    </>
  );
}
