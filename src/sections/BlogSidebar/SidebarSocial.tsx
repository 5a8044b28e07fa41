import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { SiteLink } from '../../components/SiteLink';
import { SocialIcon } from '../../components/SocialIcon';
import type { SocialLink } from '../../types/content';

export interface SidebarSocialProps {
  links: SocialLink[];
  /** Appended to each link's name: '(opens in a new tab)'. */
  opensInNewTab: string;
}

/** The brand's social profiles, each in a new tab. */
export function SidebarSocial({ links, opensInNewTab }: SidebarSocialProps) {
  return (
    <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links.map((link) => (
        <li key={link.network}>
          <IconButton
            component={SiteLink}
            to={link.url}
            aria-label={`${link.label} ${opensInNewTab}`}
            sx={{ bgcolor: 'background.default', color: 'primary.main', '&:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
          >
            <SocialIcon network={link.network} />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
