import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { SiteLink } from '../SiteLink';

export interface LaunchPlanLinkProps {
  /** The sentence and the link's words, and the plan's path (src/content/launchPlanLink.ts). */
  link: { label: string; text: string; to: string };
  /** What the tool already knows, carried into the plan's address so the plan opens with it. */
  query: Record<string, string>;
  sx?: SxProps<Theme>;
}

/** The line under a tool's answer that opens the launch plan with that answer already filled in. */
export function LaunchPlanLink({ link, query, sx }: LaunchPlanLinkProps) {
  return (
    <Typography sx={sx}>
      {link.text}{' '}
      <Link component={SiteLink} to={`${link.to}?${new URLSearchParams(query)}`} sx={{ fontWeight: 700 }}>
        {link.label}
      </Link>
    </Typography>
  );
}
