import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { rounded } from '../../theme/tokens';

export interface OfficeDetailProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One way to reach the office: an icon in a tinted disc, a small heading, the detail. */
export function OfficeDetail({ icon, label, children }: OfficeDetailProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ flex: 'none', display: 'grid', placeItems: 'center', width: 48, height: 48, borderRadius: rounded('round'), bgcolor: 'brand.tint', color: 'primary.main' }}>
        {icon}
      </Box>
      <div>
        <Typography variant="subtitle2" component="h4" sx={{ color: 'text.secondary', mb: 0.25 }}>
          {label}
        </Typography>
        {children}
      </div>
    </Stack>
  );
}
