import { testimonialLabels } from '../content/sectionLabels';
import { testimonials, testimonialsWithPhoto } from '../content/testimonials';
import { testimonialsSection } from '../content/home';
import { island } from '../platform';
import { Testimonials } from '../sections/Testimonials';

interface HomeTestimonialsProps {
  pager: 'fraction' | 'bullets';
  autoplayDelayMs: number;
  showPhotos: boolean;
}

/** The home pages' testimonials carousel, in each home's variant. */
function HomeTestimonials({ pager, autoplayDelayMs, showPhotos }: HomeTestimonialsProps) {
  return (
    <Testimonials
      heading={testimonialsSection}
      testimonials={showPhotos ? testimonialsWithPhoto : testimonials}
      labels={testimonialLabels}
      showPhotos={showPhotos}
      pager={pager}
      autoplayDelayMs={autoplayDelayMs}
    />
  );
}

export default island('HomeTestimonials', HomeTestimonials);
