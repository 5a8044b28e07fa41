import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AvailabilityStatus } from '../../components/AvailabilityStatus';
import type { LaunchPlanLabels } from './labels';
import type { FounderProfile, PlanStep } from './plan';
import { PlanSources } from './PlanSources';
import { costText, stepTitle } from './stepTitle';

export interface PlanStepCardProps {
  step: PlanStep;
  /** Its place in the plan, from 1. */
  number: number;
  profile: Pick<FounderProfile, 'payments'>;
  labels: LaunchPlanLabels;
}

/** A label in bold and its value, one line of a step. */
function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Typography sx={{ mt: 0.5 }}>
      <Box component="strong" sx={{ fontWeight: 700 }}>
        {label}
      </Box>{' '}
      {children}
    </Typography>
  );
}

/**
 * One step of the plan: its number and title, when it is done (or due), what happens, who does it,
 * how long it takes, what the founder needs, what it costs, what missing it costs, and the sources.
 */
export function PlanStepCard({ step, number, profile, labels }: PlanStepCardProps) {
  const titleId = `plan-step-${step.id}`;
  const documents = step.documents.length ? step.documents.map((id) => labels.documents.names[id]).join(', ') : labels.documents.none;
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ py: 3, borderTop: 1, borderColor: 'divider', breakInside: 'avoid' }}>
      <Typography variant="overline" component="p" sx={{ color: 'brand.accent', lineHeight: 1.5 }}>
        {labels.plan.step(number)}
      </Typography>
      <Typography id={titleId} variant="h5" component="h5">
        {stepTitle(step.id, profile, labels)}
      </Typography>
      {step.due ? (
        <Typography component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          <time dateTime={step.due}>{labels.days.due(step.due)}</time>
        </Typography>
      ) : step.ends ? (
        <Typography component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {labels.days.dates(step.ends.earliest, step.ends.typical, step.ends.latest)}
        </Typography>
      ) : null}
      <Typography sx={{ mt: 1 }}>{step.text}</Typography>
      {step.conditions.length > 0 ? (
        <Box sx={{ mt: 1.5, p: 1.5, borderInlineStart: '4px solid', borderColor: 'brand.accent', bgcolor: 'action.hover' }}>
          <AvailabilityStatus status="conditions" label={labels.conditions} />
          {step.conditions.map((text) => (
            <Typography key={text} variant="body2" sx={{ mt: 0.5 }}>
              {text}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Fact label={labels.who.label}>{labels.who[step.who]}</Fact>
      {step.days ? <Fact label={labels.days.label}>{labels.days.range(step.days.min, step.days.typical, step.days.max)}</Fact> : null}
      <Fact label={labels.documents.label}>{documents}</Fact>
      <Fact label={labels.cost.label}>{costText(step.cost, labels)}</Fact>
      {step.penalty ? <Fact label={labels.penalty}>{step.penalty}</Fact> : null}
      <PlanSources sources={step.sources} lastChecked={step.lastChecked} labels={labels.sources} />
    </Box>
  );
}
