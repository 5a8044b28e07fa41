import { type CalendarFileOptions, toICalendar } from '../ComplianceCalendar/ics';
import type { Deadline } from '../ComplianceCalendar/deadlines';
import type { LaunchPlanLabels } from './labels';
import { type LaunchPlan, planDeadlines } from './plan';
import { stepTitle } from './stepTitle';

/**
 * The plan's due dates as an iCalendar file (RFC 5545), made by the compliance calendar's writer:
 * one all-day event per due date, with a reminder a week before. Its stamp is the plan's start, so
 * the prerendered page, the server's and the browser's carry the same file.
 */
export function planCalendar(plan: LaunchPlan, labels: LaunchPlanLabels, file: { prodId: string; domain: string }, names: { state: string; type: string }): string {
  const deadlines: Deadline[] = planDeadlines(plan).map((step) => {
    const title = stepTitle(step.id, plan.profile, labels);
    return {
      key: `${step.id}-${step.due}`,
      date: step.due as string,
      rule: { id: `launch-plan-${step.id}`, title, what: step.text, ifMissed: step.penalty ?? '', due: { kind: 'none' }, starts: 'next-year', sources: step.sources, lastChecked: step.lastChecked },
    };
  });
  const options: CalendarFileOptions = {
    name: labels.export.calendarName(names.state, names.type),
    prodId: file.prodId,
    domain: file.domain,
    now: new Date(`${plan.profile.start}T00:00:00Z`),
    summary: (deadline) => deadline.rule.title,
    describe: (deadline) =>
      labels.export.eventDescription(
        deadline.rule.what,
        deadline.rule.ifMissed,
        deadline.rule.sources.map((source) => `${source.label} (${source.url})`).join('; '),
        labels.sources.checked(deadline.rule.lastChecked),
      ),
    reminder: (deadline) => labels.export.reminder(deadline.rule.title),
  };
  return toICalendar(deadlines, options);
}

/** The file as a link's address, so the download works without a script. */
export const calendarHref = (text: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
