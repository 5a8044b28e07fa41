import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { HeaderContact, HeaderLabels } from './types';
import { LeftToRight } from '../../components/LeftToRight';

export const sidePanelBodyClass = 'side-panel-open';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  brandName: string;
  contact: HeaderContact;
  labels: Pick<HeaderLabels, 'closeContactPanel' | 'contactPanelTitle' | 'addressHeading' | 'emailHeading' | 'phoneHeading'>;
}

/** The contact side panel; while open the body carries a class other styles can react to. */
export function SidePanel({ open, onClose, brandName, contact, labels }: SidePanelProps) {
  useEffect(() => {
    document.body.classList.toggle(sidePanelBodyClass, open);
    return () => document.body.classList.remove(sidePanelBodyClass);
  }, [open]);

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': 'side-panel-title', sx: { width: { xs: '100%', sm: 380 }, p: 4 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 4 }}>
        <Typography id="side-panel-title" variant="h4" component="h2">
          {labels.contactPanelTitle}
        </Typography>
        <IconButton onClick={onClose} aria-label={labels.closeContactPanel}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack spacing={3}>
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ color: 'brand.accent', mb: 0.5 }}>
            {labels.addressHeading}
          </Typography>
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {brandName}
            {contact.addressLines.map((line) => (
              <span key={line}>
                <br />
                <LeftToRight>{line}</LeftToRight>
              </span>
            ))}
          </Typography>
        </div>
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ color: 'brand.accent', mb: 0.5 }}>
            {labels.emailHeading}
          </Typography>
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </div>
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ color: 'brand.accent', mb: 0.5 }}>
            {labels.phoneHeading}
          </Typography>
          <Link href={contact.phone.href}>
            <LeftToRight>{contact.phone.display}</LeftToRight>
          </Link>
        </div>
      </Stack>
    </Drawer>
  );
}
