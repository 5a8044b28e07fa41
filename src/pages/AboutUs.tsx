import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { aboutPage } from '../content/about';
import { pages } from '../content/pages';
import { AboutIntro } from '../sections/AboutIntro';
import { MissionValues } from '../sections/MissionValues';

export const meta = () => pageMeta('about');

export default function AboutUsPage() {
  return (
    <SitePage title={pages.about.title}>
      <AboutIntro heading={aboutPage.heading} paragraphs={aboutPage.story} image={aboutPage.image} cta={aboutPage.cta} />
      <MissionValues heading={aboutPage.mission} values={aboutPage.values} />
    </SitePage>
  );
}
