import { island } from '../platform';
import { FaqAccordion } from '../sections/FaqAccordion';

/**
 * Questions that open and close; the section around it stays prerendered. The answers only show and
 * are kept as prerendered, so the browser gets the questions alone.
 */
export default island('FaqAccordion', FaqAccordion, (props) => ({ ...props, items: props.items.map(({ id, title }) => ({ id, title, text: '' })) }));
