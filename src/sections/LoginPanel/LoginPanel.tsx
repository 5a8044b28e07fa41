import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { Cta, SectionHeading as SectionHeadingContent } from '../../types/content';
import { LoginHelp, type LoginHelpContent, type NewClientContent } from './LoginHelp';

export interface LoginPanelProps {
  /** Eyebrow, h2 title and text in the sign-in card, left-aligned; the title names the section. */
  heading: SectionHeadingContent;
  /** The agent portal's sign-in page (another host, opens in a new tab). */
  portal: Cta;
  /** What the portal holds: an h3 and the list it names, each line with a check mark. */
  portalIncludes: { title: string; items: string[] };
  /** The box beside the card for visitors who cannot sign in: title, text, support email and a button. */
  help: LoginHelpContent;
  /** The dark box for visitors without an account: title, text and a button to the plans. */
  newClient: NewClientContent;
  /** Hidden words after the Sign In button's label: '(opens in a new tab)'. */
  labels: { opensInNewTab: string };
}

const headingId = 'login-title';
const includesId = 'login-includes-title';

/**
 * The sign-in page of a site whose accounts live on the agent portal: it says so and sends the
 * visitor there, instead of showing a password form that could not sign anyone in.
 */
export function LoginPanel({ heading, portal, portalIncludes, help, newClient, labels }: LoginPanelProps) {
  return (
    <Section labelledBy={headingId}>
      <Grid container spacing={{ xs: 4, md: 5 }} sx={{ alignItems: 'stretch' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Box sx={{ height: '100%', p: { xs: 3.5, sm: 5, md: 6 }, borderRadius: rounded('xxxl'), border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Box aria-hidden sx={{ width: 64, height: 64, borderRadius: rounded('round'), display: 'grid', placeItems: 'center', bgcolor: 'brand.tint', color: 'primary.main', mb: 3 }}>
              <LockPersonOutlined sx={{ fontSize: 32 }} />
            </Box>
            <SectionHeading id={headingId} {...heading} align="left" />
            <Button
              component={SiteLink}
              to={portal.to}
              variant="contained"
              size="large"
              endIcon={<OpenInNewRounded aria-hidden />}
              sx={{ mt: { xs: -2, md: -4 }, width: { xs: '100%', sm: 'auto' }, px: { sm: 6 } }}
            >
              {portal.label}
              <span className="visually-hidden"> {labels.opensInNewTab}</span>
            </Button>
            <Divider sx={{ my: { xs: 4, md: 5 } }} />
            <Typography id={includesId} variant="h4" component="h3" sx={{ mb: 2.5 }}>
              {portalIncludes.title}
            </Typography>
            <Stack component="ul" aria-labelledby={includesId} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {portalIncludes.items.map((item) => (
                <Stack component="li" key={item} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <CheckCircleRounded aria-hidden fontSize="small" sx={{ color: 'primary.main', mt: 0.4 }} />
                  <Typography>{item}</Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <LoginHelp help={help} newClient={newClient} />
        </Grid>
      </Grid>
    </Section>
  );
}
