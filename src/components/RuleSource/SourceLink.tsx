import Link from '@mui/material/Link';
import { DescriptiveLinkText } from '../DescriptiveLinkText';
import { SiteLink, isExternal } from '../SiteLink';

export interface SourceLinkProps {
  /** The source's name as its publisher titles it ('IRS: About Form 5472'). */
  label: string;
  /** A page of another site (opened in a new tab) or of this one. */
  url: string;
  /** '(opens in a new tab)', said after the names of links to other sites only. */
  opensInNewTab: string;
}

/** A source's name as a link: another site's opens in a new tab and says so to a screen reader. */
export function SourceLink({ label, url, opensInNewTab }: SourceLinkProps) {
  return (
    <Link component={SiteLink} to={url}>
      {isExternal(url) ? <DescriptiveLinkText visible={label} full={`${label} ${opensInNewTab}`} /> : label}
    </Link>
  );
}
