import * as t from 'virtual:messages/launchPlan';
import { sitePath } from '../sitePaths';

/**
 * The link the three tools' results show to the launch plan, in a module of its own so their
 * islands carry these two phrases and not the plan's facts and words.
 */
export const launchPlanLink = { label: t.link_fromTools, text: t.link_fromToolsText, to: sitePath('/launch-plan') };
