import { testimonialsSection } from '../../content/home';
import { testimonials, testimonialsWithPhoto } from '../../content/testimonials';
import Testimonials from '../../islands/Testimonials';
import type { TestimonialsProps } from '../../sections/Testimonials';

interface HomeTestimonialsProps {
  pager: NonNullable<TestimonialsProps['pager']>;
  autoplayDelayMs: number;
  showPhotos: boolean;
}

/** The home pages' testimonials carousel, in each home's variant. */
export function HomeTestimonials({ pager, autoplayDelayMs, showPhotos }: HomeTestimonialsProps) {
  return <Testimonials heading={testimonialsSection} testimonials={showPhotos ? testimonialsWithPhoto : testimonials} showPhotos={showPhotos} pager={pager} autoplayDelayMs={autoplayDelayMs} />;
}
