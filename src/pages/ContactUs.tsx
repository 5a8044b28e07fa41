import Grid from '@mui/material/Grid';
import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { SectionHeading } from '../components/SectionHeading';
import { Section } from '../components/Section';
import { contactHeading, contactOffice } from '../content/contact';
import { pages } from '../content/pages';
import ContactForm from '../islands/ContactForm';
import { ContactOffice } from '../sections/ContactOffice';

export const meta = () => pageMeta('contact');

export default function ContactUsPage() {
  return (
    <InnerPage title={pages.contact.title}>
      <Section background="paper" labelledBy="contact-heading">
        <SectionHeading id="contact-heading" align="left" {...contactHeading} />
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactForm />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactOffice {...contactOffice} />
          </Grid>
        </Grid>
      </Section>
    </InnerPage>
  );
}
