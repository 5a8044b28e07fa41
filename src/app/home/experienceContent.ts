import { faqs } from '../../content/faq';
import { experienceSection, faqSection } from '../../content/home';
import { progressItems } from '../../content/progress';
import { ui } from '../../content/ui';

/** 'Our digital experience' with its meters and FAQ, as both the formation and showcase homes show it. */
export const experienceContent = {
  heading: experienceSection.heading,
  sellingPoints: experienceSection.sellingPoints,
  progressItems,
  faqHeading: faqSection,
  faqs,
  labels: { progressValueText: ui.progress.valueText },
};
