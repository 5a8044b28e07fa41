import Grid from '@mui/material/Grid';
import { useSearchParams } from 'react-router';
import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { submitInquiry } from '../app/supabaseClient';
import { SectionHeading } from '../components/SectionHeading';
import { Section } from '../components/Section';
import { contactFormLabels, contactHeading, contactOffice, inquiryComments } from '../content/contact';
import { pages } from '../content/pages';
import { ContactForm } from '../sections/ContactForm';
import { sentParameter } from '../sections/ContactForm/inquiryPost';
import { ContactOffice } from '../sections/ContactOffice';

export const meta = () => pageMeta('contact');

export default function ContactUsPage() {
  const [params] = useSearchParams();
  return (
    <InnerPage title={pages.contact.title}>
      <Section background="paper" labelledBy="contact-heading">
        <SectionHeading id="contact-heading" align="left" {...contactHeading} />
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactForm
              labels={contactFormLabels}
              onSubmitInquiry={submitInquiry}
              prefillComments={inquiryComments(params.get('plan'), params.get('country'))}
              postedOutcome={params.get(sentParameter.name) === sentParameter.stored ? 'success' : undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactOffice {...contactOffice} />
          </Grid>
        </Grid>
      </Section>
    </InnerPage>
  );
}
