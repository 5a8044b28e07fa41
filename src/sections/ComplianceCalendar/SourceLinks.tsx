import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DescriptiveLinkText } from '../../components/DescriptiveLinkText';
import { SiteLink } from '../../components/SiteLink';
import type { DeadlineSource } from './deadlines';

export interface SourceLinksLabels {
  sources: string;
  checked: (iso: string) => string;
  opensInNewTab: string;
}

/** Source links of a deadline or a note, with the day they were last checked. */
export function SourceLinks({ sources, lastChecked, labels }: { sources: DeadlineSource[]; lastChecked: string; labels: SourceLinksLabels }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
      {labels.sources}{' '}
      {sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 ? '; ' : ''}
          <Link component={SiteLink} to={source.url}>
            <DescriptiveLinkText visible={source.label} full={`${source.label} ${labels.opensInNewTab}`} />
          </Link>
        </span>
      ))}
      {`, ${labels.checked(lastChecked)}`}
    </Typography>
  );
}
