import type { LaunchPlanLabels } from './labels';
import type { FounderProfile, PlanStep, StepId } from './plan';

/** A step's heading: the payments step is named after the provider the founder picked. */
export function stepTitle(id: StepId, profile: Pick<FounderProfile, 'payments'>, labels: LaunchPlanLabels): string {
  if (id === 'payments') return profile.payments === 'paypal' ? labels.steps.paymentsPaypal : labels.steps.paymentsStripe;
  return labels.steps[id];
}

/** A step's cost in words: the fee and what it covers, none, or unconfirmed. */
export function costText(cost: PlanStep['cost'], labels: LaunchPlanLabels): string {
  if (cost.amount === null) return labels.cost.unconfirmed;
  if (cost.amount === 0) return cost.note ?? labels.cost.none;
  return cost.note ? `${labels.cost.amount(cost.amount)} (${cost.note})` : labels.cost.amount(cost.amount);
}

/** When a step is done, or due, in words. */
export function whenText(step: PlanStep, labels: LaunchPlanLabels): string {
  if (step.due) return labels.days.due(step.due);
  if (step.ends) return labels.days.dates(step.ends.earliest, step.ends.typical, step.ends.latest);
  return '';
}
