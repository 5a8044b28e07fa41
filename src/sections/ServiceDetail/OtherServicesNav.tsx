import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { Service } from '../../types/content';
import { detailPath } from '../../sitePaths';

export interface OtherServicesNavProps {
  services: Service[];
  label: string;
}

const headingId = 'other-services-title';

/** The sidebar list that moves a visitor from one service to the next. */
export function OtherServicesNav({ services, label }: OtherServicesNavProps) {
  return (
    <Box component="nav" aria-labelledby={headingId} sx={{ p: { xs: 3, md: 4 }, borderRadius: rounded('xxl'), bgcolor: 'background.paper' }}>
      <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 2 }}>
        {label}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {services.map((service) => (
          <Box component="li" key={service.id} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <Link
              component={SiteLink}
              to={detailPath('services-details', service.id)}
              color="inherit"
              underline="none"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                py: 1.75,
                '&:hover': { color: 'primary.main' },
              }}
            >
              {service.title}
              <ChevronRightRounded className="flip-in-rtl" aria-hidden fontSize="small" />
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
