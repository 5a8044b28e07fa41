import { submitInquiry } from './supabaseClient';
import { contactFormLabels, inquiryComments } from '../content/contact';
import { island, useSearchParams } from '../platform';
import { ContactForm } from '../sections/ContactForm';
import { sentParameter } from '../sections/ContactForm/inquiryPost';

/** The inquiry form, filled in from the plan or country the visitor came from. */
function ContactFormIsland() {
  const [params] = useSearchParams();
  return (
    <ContactForm
      labels={contactFormLabels}
      onSubmitInquiry={submitInquiry}
      prefillComments={inquiryComments(params.get('plan'), params.get('country'))}
      postedOutcome={params.get(sentParameter.name) === sentParameter.stored ? 'success' : undefined}
    />
  );
}

export default island('ContactForm', ContactFormIsland);
