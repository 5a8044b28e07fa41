import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { SocialIcon } from '../../components/SocialIcon';
import type { SocialLink } from '../../types/content';

export interface MemberSocialLinksProps {
  links: SocialLink[];
  /** 'surface' on a brand band (light icons). */
  tone?: 'page' | 'surface';
  direction?: 'row' | 'column';
  sx?: SxProps<Theme>;
}

/** A member's profiles elsewhere; sits above the card's stretched link so both stay clickable. */
export function MemberSocialLinks({ links, tone = 'page', direction = 'row', sx }: MemberSocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <Stack component="ul" direction={direction} spacing={1} useFlexGap sx={[{ listStyle: 'none', m: 0, p: 0, position: 'relative', zIndex: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {links.map((link) => (
        <li key={link.url}>
          <IconButton
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            size="small"
            sx={[
              { border: 1, borderColor: 'divider', color: 'text.primary' },
              tone === 'surface' && { bgcolor: 'brand.surface', borderColor: 'brand.onSurface', color: 'brand.onSurface' },
              { '&:hover': { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' } },
            ]}
          >
            <SocialIcon network={link.network} fontSize="small" />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
