import Typography from '@mui/material/Typography';
import { SourceLink } from './SourceLink';

export interface RuleSourceProps {
  /** 'Source:' */
  prefix: string;
  /** The source's name as its publisher titles it ('IRS: About Form 5472'). */
  label: string;
  /** A page of another site (opened in a new tab) or of this one. */
  url: string;
  /** 'last checked 24 Nov 2026' */
  checked: string;
  /** '(opens in a new tab)', said after the names of links to other sites. */
  opensInNewTab: string;
}

/** Where a rule or a date comes from, and when it was last checked: a small line under it. */
export function RuleSource({ prefix, label, url, checked, opensInNewTab }: RuleSourceProps) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
      {prefix} <SourceLink label={label} url={url} opensInNewTab={opensInNewTab} />
      {`, ${checked}`}
    </Typography>
  );
}
