import SendIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { notify } from '../../platform/notify';
import { SectionHeading } from '../../components/SectionHeading';
import { rounded } from '../../theme/tokens';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { typedBeforeHydration } from '../../platform';

export interface NewsletterLabels {
  /** The visible label above the field: 'Email address'. */
  email: string;
  /** Grey hint inside the empty field. */
  placeholder: string;
  /** The button's text, with a send arrow after it. */
  submit: string;
  /** Toast after a valid submit. */
  thanks: string;
}

export interface NewsletterProps {
  /** Eyebrow, h2 title and a sentence, left of the form on desktop and above it on a phone. */
  heading: SectionHeadingContent;
  /** The field's label and hint, the button's text and the thank-you toast. */
  labels: NewsletterLabels;
  /** The section's id, for in-page links; also the start of its heading's id. */
  id?: string;
}

/** Newsletter sign-up box. Nothing is sent: a valid address is thanked and the field cleared (spec). */
export function Newsletter({ heading, labels, id = 'newsletter' }: NewsletterProps) {
  const inputId = useId();
  const [email, setEmail] = useState(() => typedBeforeHydration(inputId) ?? '');
  const titleId = `${id}-title`;

  // The browser's own validation (required, type=email) stops invalid input before this runs.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    notify(labels.thanks, { variant: 'success' });
    setEmail('');
  };

  return (
    <Box component="section" id={id} aria-labelledby={titleId} sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.default' }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 4, md: 8 },
            alignItems: 'center',
            p: { xs: 3, sm: 5, md: 7 },
            borderRadius: rounded('xl'),
            bgcolor: 'brand.surface',
            color: 'brand.onSurface',
            backgroundImage: 'radial-gradient(circle at 100% 0%, rgba(31,94,255,0.45), transparent 55%)',
          }}
        >
          <Box sx={{ '& > *': { mb: '0 !important' } }}>
            <SectionHeading id={titleId} {...heading} align="left" onBrand />
          </Box>
          <Box component="form" onSubmit={onSubmit}>
            <Typography component="label" htmlFor={inputId} sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
              {labels.email}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField id={inputId} name="email" type="email" required autoComplete="email" placeholder={labels.placeholder} value={email} onChange={(event) => setEmail(event.target.value)} />
              <Button type="submit" variant="contained" color="secondary" size="large" endIcon={<SendIcon className="flip-in-rtl" />} sx={{ flexShrink: 0 }}>
                {labels.submit}
              </Button>
            </Stack>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
