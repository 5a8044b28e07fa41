import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { faqData } from '../app/structuredData';
import { brands } from '../content/brands';
import { duties } from '../content/duties';
import { faqs } from '../content/faq';
import { banner, brandBand, dutiesSection, experienceSection, faqSection, packages, servicesSection, testimonialsSection, whyChooseUs } from '../content/home';
import { progressItems } from '../content/progress';
import { brandBandLabels, serviceCardLabels, testimonialLabels } from '../content/sectionLabels';
import { services } from '../content/services';
import { testimonials } from '../content/testimonials';
import { ui } from '../content/ui';
import { Banner } from '../sections/Banner';
import { BrandBand, DutyGrid, Experience, PackageBlocks, ServicesGrid, Testimonials, WhyChooseUs } from '../app/belowTheFold';

export const meta = () => pageMeta('home');

/** Home 1: the formation home, in the order of the brief. */
export default function HomeFormationPage() {
  return (
    <SitePage structuredData={[faqData(faqs)]}>
      <Banner {...banner} />
      <PackageBlocks packages={packages} />
      <ServicesGrid heading={servicesSection} services={services} labels={serviceCardLabels} />
      <DutyGrid heading={dutiesSection} duties={duties} background="paper" />
      <WhyChooseUs {...whyChooseUs} />
      <Testimonials heading={testimonialsSection} testimonials={testimonials} labels={testimonialLabels} pager="fraction" autoplayDelayMs={3000} />
      <Experience
        heading={experienceSection.heading}
        sellingPoints={experienceSection.sellingPoints}
        progressItems={progressItems}
        faqHeading={faqSection}
        faqs={faqs}
        labels={{ progressValueText: ui.progress.valueText }}
      />
      <BrandBand {...brandBand} brands={brands} labels={brandBandLabels} />
    </SitePage>
  );
}
