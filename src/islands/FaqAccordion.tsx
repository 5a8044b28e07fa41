import { island } from '../platform';
import { FaqAccordion } from '../sections/FaqAccordion';

/** Questions that open and close; the section around it stays prerendered. */
export default island('FaqAccordion', FaqAccordion);
