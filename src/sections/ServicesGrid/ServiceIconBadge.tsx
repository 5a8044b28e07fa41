import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { rounded } from '../../theme/tokens';
import type { MarketingIconKey, ServiceIconKey } from '../../types/content';
import { serviceIcons } from './serviceIcons';

export function ServiceIconBadge({ icon, sx }: { icon: ServiceIconKey | MarketingIconKey; sx?: SxProps<Theme> }) {
  const Icon = serviceIcons[icon];
  return (
    <Box
      aria-hidden
      className="service-icon"
      sx={[
        {
          width: 60,
          height: 60,
          borderRadius: rounded('lg'),
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'brand.tint',
          color: 'primary.main',
          transition: 'background-color 200ms ease, color 200ms ease',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon sx={{ fontSize: 30 }} />
    </Box>
  );
}
