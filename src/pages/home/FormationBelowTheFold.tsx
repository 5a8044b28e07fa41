import { duties } from '../../content/duties';
import * as home from '../../content/home';
import { serviceCardLabels } from '../../content/sectionLabels';
import { services } from '../../content/services';
import { DutyGrid } from '../../sections/DutyGrid';
import { PackageBlocks } from '../../sections/PackageBlocks';
import { PlanYourCompany } from '../../sections/PlanYourCompany';
import { ServicesGrid } from '../../sections/ServicesGrid';
import { WhyChooseUs } from '../../sections/WhyChooseUs';
import HomeBrandBand from '../../islands/HomeBrandBand';
import { HomeTestimonials } from './HomeTestimonials';
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
      <HomeTestimonials pager="fraction" autoplayDelayMs={3000} showPhotos={false} />
      <HomeExperience />
      <HomeBrandBand />
    </>
  );
}
