import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SocialNetwork } from '../../types/content';

const icons = { linkedin: LinkedInIcon, x: XIcon, facebook: FacebookIcon, instagram: InstagramIcon } as const;

/** The mark of a social network; decorative, the link around it carries the name. */
export function SocialIcon({ network, ...rest }: SvgIconProps & { network: SocialNetwork }) {
  const Icon = icons[network];
  return <Icon aria-hidden {...rest} />;
}
