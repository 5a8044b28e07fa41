import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePopoverId } from './usePopoverId';
import type { HeaderContact, HeaderLabels } from './types';
import { LeftToRight } from '../../components/LeftToRight';
import { DrawerDialog } from './DrawerDialog';
import { closes } from './modalSx';
import { Eyebrow } from '../../components/Eyebrow';

export const sidePanelBodyClass = 'side-panel-open';

export interface SidePanelProps {
  /** The dialog's id, which the contact button names. */
  id: string;
  brandName: string;
  contact: HeaderContact;
  labels: Pick<HeaderLabels, 'closeContactPanel' | 'contactPanelTitle' | 'addressHeading' | 'emailHeading' | 'phoneHeading'>;
}

/** The contact side panel; while open the body carries a class other styles can react to. */
export function SidePanel({ id, brandName, contact, labels }: SidePanelProps) {
  const titleId = usePopoverId();
  return (
    <DrawerDialog id={id} side="end" width={{ xs: '100%', sm: 380 }} bodyClass={sidePanelBodyClass} aria-labelledby={titleId} sx={{ p: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 4 }}>
        <Typography id={titleId} variant="h4" component="h2">
          {labels.contactPanelTitle}
        </Typography>
        <IconButton {...closes(id)} aria-label={labels.closeContactPanel}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack spacing={3}>
        <div>
          <Eyebrow component="h3" sx={{ mb: 0.5 }}>
            {labels.addressHeading}
          </Eyebrow>
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
          <Eyebrow component="h3" sx={{ mb: 0.5 }}>
            {labels.emailHeading}
          </Eyebrow>
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </div>
        <div>
          <Eyebrow component="h3" sx={{ mb: 0.5 }}>
            {labels.phoneHeading}
          </Eyebrow>
          <Link href={contact.phone.href}>
            <LeftToRight>{contact.phone.display}</LeftToRight>
          </Link>
        </div>
      </Stack>
    </DrawerDialog>
  );
}
