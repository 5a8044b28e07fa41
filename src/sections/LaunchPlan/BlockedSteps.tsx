import BlockRounded from '@mui/icons-material/BlockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import type { LaunchPlanLabels } from './labels';
import type { BlockedPlan, FounderProfile } from './plan';
import { PlanSources } from './PlanSources';
import { stepTitle } from './stepTitle';

export interface BlockedStepsProps {
  blocked: BlockedPlan;
  /** The residence's name in the page's language. */
  country: string;
  profile: Pick<FounderProfile, 'payments' | 'residence'>;
  labels: LaunchPlanLabels;
}

/** A residence where the steps cannot be done: why, said first, then each step and the rule that blocks it. */
export function BlockedSteps({ blocked, country, profile, labels }: BlockedStepsProps) {
  return (
    <Box>
      <Alert severity="error" icon={<BlockRounded />} sx={{ mb: 3 }}>
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {labels.blocked.title(country)}
        </Typography>
        <Typography>{blocked.reason.text}</Typography>
        <PlanSources sources={[{ label: blocked.reason.sourceLabel, url: blocked.reason.sourceUrl, official: true }]} lastChecked={blocked.reason.lastChecked} labels={labels.sources} />
      </Alert>
      <Typography sx={{ mb: 1 }}>{labels.blocked.intro(country)}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {blocked.steps.map(({ id, rule }) => (
          <Box component="li" key={id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography component="h4" variant="h6">
              {stepTitle(id, profile, labels)}{' '}
              <Box component="span" sx={{ color: 'error.main', fontSize: '0.875rem', fontWeight: 700 }}>
                ({labels.blocked.stepBlocked})
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {rule.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 3 }}>{labels.blocked.next}</Typography>
      <Typography sx={{ mt: 1 }}>
        <SiteLink to={`${labels.paths.eligibility}?country=${profile.residence}`}>{labels.blocked.checkLink(country)}</SiteLink>
      </Typography>
    </Box>
  );
}
