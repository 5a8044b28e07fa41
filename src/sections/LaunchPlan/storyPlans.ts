import { launchPlanFacts } from '../../content/launchPlan';
import { type FounderProfile, buildLaunchPlan } from './plan';

/** The founders the stories show, planned from the site's facts in the story's language. */
export const storyProfiles = {
  nigeria: { residence: 'NG', citizenship: null, type: 'llc', state: 'WY', owners: 1, sells: 'software', market: 'world', payments: 'stripe', start: '2027-01-04' },
  brazil: { residence: 'BR', citizenship: null, type: 'corp-vesting', state: 'DE', owners: 2, sells: 'software', market: 'us', payments: 'stripe', start: '2027-01-04' },
  iran: { residence: 'IR', citizenship: null, type: 'llc', state: 'WY', owners: 1, sells: 'software', market: 'world', payments: 'stripe', start: '2027-01-04' },
} satisfies Record<string, FounderProfile>;

export const storyPlan = (name: keyof typeof storyProfiles) => buildLaunchPlan(storyProfiles[name], launchPlanFacts);
