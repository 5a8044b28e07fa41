import * as t from 'virtual:messages/projects';
import { tag } from 'virtual:messages/projects';
import { monthName } from '../platform/dates';
import type { Project } from '../types/content';
import { projectCards } from './projectCards';
// Through stateCosts.ts, the calculators' one way to these facts: this text is only prerendered, and a
// second importer of stateDueDays.ts made the bundler give it a loader of its own in the cost and
// calendar islands (measured: 0.4-0.5 kB gzip each).
import { stateDueDays } from './stateCosts';

export { portfolioSection, projectCards } from './projectCards';

/** Each story's text, by id: only the story's own page shows it. */
const storyText: Record<number, string[]> = {
  1: [t.lumenAndPine_body_challenge, t.lumenAndPine_body_whatWeDid, t.lumenAndPine_body_result],
  2: [t.kodeyard_body_challenge, t.kodeyard_body_whatWeDid, t.kodeyard_body_result],
  3: [t.priyaRaman_body_challenge, t.priyaRaman_body_whatWeDid, t.priyaRaman_body_result],
  4: [t.cobalt_body_challenge, t.cobalt_body_whatWeDid, t.cobalt_body_result({ month: monthName(tag, stateDueDays.delawareCorp.month - 1) })],
  5: [t.wordcraft_body_challenge, t.wordcraft_body_whatWeDid, t.wordcraft_body_result],
  6: [t.hanami_body_challenge, t.hanami_body_whatWeDid, t.hanami_body_result],
};

/** Client stories: founders abroad whose US companies we set up, with their text. */
export const projects: Project[] = projectCards.map((card) => {
  const body = storyText[card.id];
  if (!body) throw new Error(`projects.ts: story ${card.id} has no text`);
  return { ...card, body };
});
