import type { PricingPlan } from '../../types/content';

export interface PlanLinks {
  /** Route of the inquiry form; plans without a payment link send the visitor there with `?plan=`. */
  contactPath: string;
  /** External sign-in page of the agent portal, where formation orders start. */
  portalUrl: string;
}

/**
 * Where a plan's button goes: its payment page, the portal, or the contact form told which plan
 * (the contact form reads `?plan=<plan name>` and starts its message with it).
 */
export function planHref(plan: Pick<PricingPlan, 'name' | 'action'>, links: PlanLinks): string {
  switch (plan.action.kind) {
    case 'payment':
      return plan.action.url;
    case 'portal':
      return links.portalUrl;
    case 'contact':
      return `${links.contactPath}?plan=${encodeURIComponent(plan.name)}`;
  }
}
