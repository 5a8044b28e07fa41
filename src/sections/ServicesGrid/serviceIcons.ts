import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import AdsClickIcon from '@mui/icons-material/AdsClickOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailboxOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExploreOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MarketingIconKey, ServiceIconKey } from '../../types/content';

/** The content names an icon by key; the section decides how it looks. */
export const serviceIcons: Record<ServiceIconKey | MarketingIconKey, SvgIconComponent> = {
  registration: AssignmentTurnedInIcon,
  banking: AccountBalanceIcon,
  ein: BadgeIcon,
  address: MarkunreadMailboxIcon,
  tax: ReceiptLongIcon,
  phone: PhoneIphoneIcon,
  content: ArticleIcon,
  social: ShareIcon,
  app: DevicesIcon,
  seo: TravelExploreIcon,
  ppc: AdsClickIcon,
  digital: InsightsIcon,
};
