import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { aboutPage } from '../content/about';
import { pages } from '../content/pages';
import { AboutIntro } from '../sections/AboutIntro';
import { MissionValues } from '../sections/MissionValues';

export const meta = () => pageMeta('about');

export default function AboutUsPage() {
  return (
    <InnerPage title={pages.about.title}>
      <AboutIntro heading={aboutPage.heading} paragraphs={aboutPage.story} image={aboutPage.image} cta={aboutPage.cta} />
      <MissionValues heading={aboutPage.mission} values={aboutPage.values} />
    </InnerPage>
  );
}
