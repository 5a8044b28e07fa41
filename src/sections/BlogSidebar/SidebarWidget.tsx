import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { rounded } from '../../theme/tokens';

export interface SidebarWidgetProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled block of the blog sidebar. */
export function SidebarWidget({ id, title, children }: SidebarWidgetProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ bgcolor: 'background.paper', borderRadius: rounded('xxl'), p: { xs: 3, md: 3.5 } }}>
      <Typography
        id={id}
        variant="h5"
        component="h2"
        sx={{
          mb: 2.5,
          pb: 1.5,
          borderBottom: 2,
          borderColor: 'divider',
          position: 'relative',
          '&::after': { content: '""', position: 'absolute', left: 0, bottom: -2, width: 48, height: 2, bgcolor: 'primary.main' },
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
