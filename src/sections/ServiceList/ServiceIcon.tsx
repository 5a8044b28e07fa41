import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import MarkunreadMailboxOutlined from '@mui/icons-material/MarkunreadMailboxOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { tintedDisc } from '../../components/styles/tintedDisc';
import type { ServiceIconKey } from '../../types/content';

const icons: Record<ServiceIconKey, typeof SvgIcon> = {
  registration: AssignmentTurnedInOutlined,
  banking: AccountBalanceOutlined,
  ein: BadgeOutlined,
  address: MarkunreadMailboxOutlined,
  tax: ReceiptLongOutlined,
  phone: PhoneIphoneOutlined,
};

export interface ServiceIconProps {
  icon: ServiceIconKey;
  size?: number;
}

/** A service's icon in a soft tinted disc; decorative, the title beside it names the service. */
export function ServiceIcon({ icon, size = 56 }: ServiceIconProps) {
  const Icon = icons[icon];
  return (
    <Box aria-hidden sx={tintedDisc(size)}>
      <Icon sx={{ fontSize: size * 0.5 }} />
    </Box>
  );
}
