import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { ServiceHelp } from './types';

export interface ServiceHelpPanelProps {
  help: ServiceHelp;
}

/** A navy call-to-action panel that sends an undecided visitor to the contact page. */
export function ServiceHelpPanel({ help }: ServiceHelpPanelProps) {
  return (
    <Box
      component="aside"
      aria-label={help.title}
      sx={{
        p: { xs: 4, md: 5 },
        borderRadius: rounded('xxl'),
        bgcolor: 'brand.surface',
        color: 'brand.onSurface',
        backgroundImage: 'radial-gradient(circle at 90% 10%, rgba(31,94,255,0.35), transparent 55%)',
      }}
    >
      <SupportAgentOutlined aria-hidden sx={{ fontSize: 48, color: 'secondary.light', mb: 2 }} />
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {help.title}
      </Typography>
      <Typography sx={{ opacity: 0.85, mb: 3.5 }}>{help.text}</Typography>
      <Button component={SiteLink} to={help.cta.to} variant="contained" color="secondary" endIcon={<ArrowForwardRounded className="flip-in-rtl" />}>
        {help.cta.label}
      </Button>
    </Box>
  );
}
