import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { faqData } from '../app/structuredData';
import { brands } from '../content/brands';
import { faqs } from '../content/faq';
import { banner, brandBand, experienceSection, faqSection, portfolioSection, servicesSection, teamSection, testimonialsSection } from '../content/home';
import { progressItems } from '../content/progress';
import { projects } from '../content/projects';
import { brandBandLabels, serviceCardLabels, testimonialLabels } from '../content/sectionLabels';
import { services } from '../content/services';
import { team } from '../content/team';
import { testimonialsWithPhoto } from '../content/testimonials';
import { ui } from '../content/ui';
import { Banner } from '../sections/Banner';
import { BrandBand, Experience, ProjectGallery, ServicesGrid, TeamGrid, Testimonials } from '../app/belowTheFold';

export const meta = () => pageMeta('home');

/** Home 3: gallery of nine, team of three, testimonials with photos and bullets every 5 s; the header turns solid at 100 px. */
export default function HomeShowcasePage() {
  return (
    <SitePage stickyThreshold={100} structuredData={[faqData(faqs)]}>
      <Banner {...banner} />
      <ServicesGrid heading={servicesSection} services={services} labels={serviceCardLabels} />
      <ProjectGallery heading={portfolioSection} projects={projects} labels={ui.projects} count={9} />
      <Experience
        heading={experienceSection.heading}
        sellingPoints={experienceSection.sellingPoints}
        progressItems={progressItems}
        faqHeading={faqSection}
        faqs={faqs}
        labels={{ progressValueText: ui.progress.valueText }}
      />
      <TeamGrid heading={teamSection} members={team} labels={ui.team} limit={3} background="paper" />
      <Testimonials heading={testimonialsSection} testimonials={testimonialsWithPhoto} showPhotos labels={testimonialLabels} pager="bullets" autoplayDelayMs={5000} />
      <BrandBand {...brandBand} brands={brands} labels={brandBandLabels} />
    </SitePage>
  );
}
