import { faqs } from '../../content/faq';
import { experienceSection, faqSection } from '../../content/home';
import { progressItems } from '../../content/progress';
import { ui } from '../../content/ui';
import { Experience } from '../../sections/Experience';

/** 'Our digital experience' with its meters and FAQ, as both the formation and showcase homes show it. */
export function HomeExperience() {
  return (
    <Experience
      heading={experienceSection.heading}
      sellingPoints={experienceSection.sellingPoints}
      progressItems={progressItems}
      faqHeading={faqSection}
      faqs={faqs}
      labels={{ progressValueText: ui.progress.valueText }}
    />
  );
}
