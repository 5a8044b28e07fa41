import { testimonialLabels } from '../content/sectionLabels';
import { island } from '../platform';
import { Testimonials, type TestimonialsProps } from '../sections/Testimonials';

/** The carousel's own words (its buttons' names) are its code's; what it shows comes from the page. */
function TestimonialsIsland(props: Omit<TestimonialsProps, 'labels'>) {
  return <Testimonials {...props} labels={testimonialLabels} />;
}

/**
 * A testimonials carousel. Only the carousel needs code: each quote is prerendered and kept as it
 * is, so the browser gets how many there are and none of their words or photos.
 */
export default island('Testimonials', TestimonialsIsland, {
  inBrowser: (props) => ({
    ...props,
    testimonials: props.testimonials.map(({ id }) => ({ id, text: '', name: '', designation: '' })),
  }),
});
