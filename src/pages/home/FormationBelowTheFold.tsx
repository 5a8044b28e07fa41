import { brands } from '../../content/brands';
import { duties } from '../../content/duties';
import * as home from '../../content/home';
import { brandBandLabels, serviceCardLabels, testimonialLabels } from '../../content/sectionLabels';
import { services } from '../../content/services';
import { testimonials } from '../../content/testimonials';
import { BrandBand } from '../../sections/BrandBand';
import { DutyGrid } from '../../sections/DutyGrid';
import { PackageBlocks } from '../../sections/PackageBlocks';
import { PlanYourCompany } from '../../sections/PlanYourCompany';
import { ServicesGrid } from '../../sections/ServicesGrid';
import { Testimonials } from '../../sections/Testimonials';
import { WhyChooseUs } from '../../sections/WhyChooseUs';
import { HomeExperience } from './HomeExperience';

/** Home 1 after its first screen, in the order of the brief. */
export function FormationBelowTheFold() {
  return (
    <>
      <PackageBlocks packages={home.packages} />
      <ServicesGrid heading={home.servicesSection} services={services} labels={serviceCardLabels} />
      <PlanYourCompany {...home.planYourCompany} />
      <DutyGrid heading={home.dutiesSection} duties={duties} background="paper" />
      <WhyChooseUs {...home.whyChooseUs} />
      <Testimonials heading={home.testimonialsSection} testimonials={testimonials} labels={testimonialLabels} pager="fraction" autoplayDelayMs={3000} />
      <HomeExperience />
      <BrandBand {...home.brandBand} brands={brands} labels={brandBandLabels} />
    </>
  );
}
