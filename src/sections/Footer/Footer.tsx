import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { LeftToRight } from '../../components/LeftToRight';
import { Eyebrow } from '../../components/Eyebrow';

export interface FooterColumn {
  /** The column's h2 ('Company'). */
  title: string;
  /** The column's links, in order; another host opens in a new tab. */
  links: { label: string; to: string }[];
}

export interface FooterLabels {
  /** Heading over the mailboxes and phone ('Contact'). */
  contactTitle: string;
  /** Heading over the office address ('Address'). */
  addressTitle: string;
  /** Small caption over the phone number ('Phone'). */
  phoneTitle: string;
  /** Closes the copyright line ('All rights reserved.'). */
  rights: string;
  /** The footer navigation's name for screen readers ('Footer'). */
  footerNav: string;
}

export interface FooterProps {
  /** Shown large above the description, and in the copyright line. */
  brandName: string;
  /** One sentence under the brand name on what the company does. */
  tagline: string;
  /** The link columns in the footer's navigation, two to a row. */
  columns: FooterColumn[];
  /** The office address, the mailboxes (each with a small caption) and the phone number. */
  contact: {
    addressLines: string[];
    emails: { label: string; address: string }[];
    phone: { display: string; href: string };
  };
  /** The Contact and Address headings, the phone's caption, the words after the copyright and the navigation's name. */
  labels: FooterLabels;
  /** The copyright year; the current year unless a story pins it. */
  year?: number;
}

export function Footer({ brandName, tagline, columns, contact, labels, year }: FooterProps) {
  const shownYear = year ?? new Date().getFullYear();
  return (
    <Box component="footer" id="footer" sx={{ bgcolor: 'brand.surface', color: 'brand.onSurface', pt: { xs: 8, md: 10 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h4" component="p" sx={{ mb: 2 }}>
              {brandName}
            </Typography>
            <Typography sx={{ opacity: 0.85, mb: 3 }}>{tagline}</Typography>
            <Eyebrow onBrand component="h2" sx={{ mb: 1 }}>
              {labels.addressTitle}
            </Eyebrow>
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {contact.addressLines.map((line) => (
                <span key={line}>
                  <LeftToRight>{line}</LeftToRight>
                  <br />
                </span>
              ))}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} component="nav" aria-label={labels.footerNav}>
            <Grid container spacing={3}>
              {columns.map((column) => (
                <Grid key={column.title} size={{ xs: 6 }}>
                  <Eyebrow onBrand component="h2" sx={{ mb: 1.5 }}>
                    {column.title}
                  </Eyebrow>
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {column.links.map((link) => (
                      <li key={link.to + link.label}>
                        <Link component={SiteLink} to={link.to} color="inherit">
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </Stack>
                </Grid>
              ))}
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Eyebrow onBrand component="h2" sx={{ mb: 1.5 }}>
              {labels.contactTitle}
            </Eyebrow>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {contact.emails.map((email) => (
                <li key={email.address}>
                  <Typography component="span" variant="body2" sx={{ display: 'block', opacity: 0.85 }}>
                    {email.label}
                  </Typography>
                  <Link href={`mailto:${email.address}`} color="inherit">
                    {email.address}
                  </Link>
                </li>
              ))}
              <li>
                <Typography component="span" variant="body2" sx={{ display: 'block', opacity: 0.85 }}>
                  {labels.phoneTitle}
                </Typography>
                <Link href={contact.phone.href} color="inherit">
                  <LeftToRight>{contact.phone.display}</LeftToRight>
                </Link>
              </li>
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ my: 5, borderColor: 'rgba(255,255,255,0.2)' }} />
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          © <span suppressHydrationWarning>{shownYear}</span> {brandName}. {labels.rights}
        </Typography>
      </Container>
    </Box>
  );
}
