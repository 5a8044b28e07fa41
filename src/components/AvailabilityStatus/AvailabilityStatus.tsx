import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import Box from '@mui/material/Box';

export type AvailabilityLevel = 'available' | 'conditions' | 'unavailable';

export interface AvailabilityStatusProps {
  /** Whether the service can be used: it picks the icon and its colour. */
  status: AvailabilityLevel;
  /** The words for the status ('Available with conditions'): the icon only repeats them. */
  label: string;
}

const looks = {
  available: { Icon: CheckCircleRounded, color: 'success.main' },
  conditions: { Icon: InfoRounded, color: 'brand.accent' },
  unavailable: { Icon: BlockRounded, color: 'error.main' },
} as const;

/** A status in words with an icon of the same meaning, coloured from the theme. */
export function AvailabilityStatus({ status, label }: AvailabilityStatusProps) {
  const { Icon, color } = looks[status];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color }}>
      <Icon fontSize="small" aria-hidden />
      {label}
    </Box>
  );
}
