import Link from '@mui/material/Link';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { Cta } from '../../types/content';

export interface LoginHelpContent {
  /** The box's h3 ('Trouble signing in?'). */
  title: string;
  /** One or two sentences on who helps and how soon. */
  text: string;
  /** Support address, shown and linked with mailto:. */
  email: string;
  /** An outlined button under the email, e.g. to the contact page. */
  contact: Cta;
}

export interface NewClientContent {
  /** The box's h3 ('New to StarBridge Formation?'). */
  title: string;
  /** One or two sentences on how an account is made. */
  text: string;
  /** A button with an arrow, e.g. to the plans. */
  cta: Cta;
}

export interface LoginHelpProps {
  help: LoginHelpContent;
  newClient: NewClientContent;
}

/** Beside the sign-in card: where to get help, and where a visitor without an account starts. */
export function LoginHelp({ help, newClient }: LoginHelpProps) {
  return (
    <Stack spacing={4} sx={{ height: '100%' }}>
      <Box sx={{ p: { xs: 3.5, md: 4.5 }, borderRadius: rounded('xxxl'), border: 1, borderColor: 'divider' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <HelpOutlineRounded aria-hidden sx={{ color: 'brand.accent' }} />
          <Typography variant="h4" component="h3">
            {help.title}
          </Typography>
        </Stack>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{help.text}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <MailOutlineRounded aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
          <Link component={SiteLink} to={`mailto:${help.email}`}>
            {help.email}
          </Link>
        </Stack>
        <Button component={SiteLink} to={help.contact.to} variant="outlined">
          {help.contact.label}
        </Button>
      </Box>
      <Box
        sx={{
          flexGrow: 1,
          p: { xs: 3.5, md: 4.5 },
          borderRadius: rounded('xxxl'),
          bgcolor: 'brand.surface',
          color: 'brand.onSurface',
          backgroundImage: 'radial-gradient(circle at 90% 10%, rgba(31,94,255,0.35), transparent 55%)',
        }}
      >
        <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
          {newClient.title}
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 3 }}>{newClient.text}</Typography>
        <Button component={SiteLink} to={newClient.cta.to} variant="contained" color="secondary" endIcon={<ArrowForwardRounded className="flip-in-rtl" />}>
          {newClient.cta.label}
        </Button>
      </Box>
    </Stack>
  );
}
