import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { shareNetworks, shareUrl, type ShareNetwork } from './shareUrls';
import { SocialIcon } from '../SocialIcon';

export interface ShareLinksLabels {
  /** Visible caption before the icons ('Share'); left out when empty. */
  label?: string;
  /** Accessible name of one link: on('X') -> 'Share on X'. */
  on: (network: string) => string;
  /** Display names of the networks. */
  networks: Record<ShareNetwork, string>;
}

export interface ShareLinksProps {
  /** Absolute URL of the page being shared. */
  url: string;
  /** Text of the post where the network takes one (X). */
  text?: string;
  networks?: readonly ShareNetwork[];
  labels: ShareLinksLabels;
  sx?: SxProps<Theme>;
}

/** Links to each network's own share dialog, in a new tab; no third-party script on the page. */
export function ShareLinks({ url, text, networks = shareNetworks, labels, sx }: ShareLinksProps) {
  return (
    <Stack direction="row" spacing={1} sx={[{ alignItems: 'center', flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {labels.label ? (
        <Typography component="span" variant="subtitle2" sx={{ mr: 1 }}>
          {labels.label}
        </Typography>
      ) : null}
      <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {networks.map((network) => (
          <li key={network}>
            <IconButton
              component="a"
              href={shareUrl(network, url, text)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={labels.on(labels.networks[network])}
              size="small"
              sx={{
                border: 1,
                borderColor: 'divider',
                color: 'text.primary',
                '&:hover': { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
              }}
            >
              <SocialIcon network={network} fontSize="small" />
            </IconButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
