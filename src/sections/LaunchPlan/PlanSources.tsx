import Typography from '@mui/material/Typography';
import { SourceLink } from '../../components/RuleSource';
import type { LaunchPlanLabels } from './labels';
import type { PlanSource } from './plan';

/** A step's sources, each marked when it is a third party's summary, with the day they were last checked. */
export function PlanSources({ sources, lastChecked, labels }: { sources: PlanSource[]; lastChecked: string; labels: LaunchPlanLabels['sources'] }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
      {labels.label}{' '}
      {sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 ? '; ' : ''}
          <SourceLink label={source.label} url={source.url} opensInNewTab={labels.opensInNewTab} />
          {source.official ? null : ` ${labels.thirdParty}`}
        </span>
      ))}
      {`, ${labels.checked(lastChecked)}`}
    </Typography>
  );
}
