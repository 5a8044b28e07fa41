import * as t from 'virtual:messages/projects';
import { tag } from 'virtual:messages/projects';
import * as homeWords from 'virtual:messages/home';
import { monthName } from '../platform/dates';
import type { LocaleTag } from '../platform/format';
import type { Project, SectionHeading } from '../types/content';
import { image } from './images';
import { stateDueDays } from './stateDueDays';

/*
 * Client stories: the portfolio's cards and carousel read the cards alone, a story's own page adds its
 * text. What an island never reads is left out of its code by the bundler (docs/architecture.md).
 */

/*
 * Languages that write a month's name with a capital letter in a date ('Janeiro de 2026' in Brazilian
 * Portuguese, as the translation had it); the others take Intl's own ('enero de 2026').
 */
const capitalisedMonths: Partial<Record<LocaleTag, boolean>> = { 'pt-BR': true };

/** A story's display date from its year and month ('2026-01' → 'January 2026'). */
const storyDate = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-');
  return t.date({ month: monthName(tag, Number(month) - 1, { capitalised: capitalisedMonths[tag] ?? false }), year });
};

/**
 * Client stories as the portfolio's cards and carousel show them, without their text (`projects` adds
 * it for the story's own page). Ids 1 to 6 are linked from the portfolio (/project-details/{id}).
 */
export const projectCards: Omit<Project, 'body'>[] = [
  {
    id: 1,
    title: t.lumenAndPine_title,
    subTitle: t.subTitles_marketing,
    category: t.categories_wyomingLlc,
    client: 'Lumen & Pine Studio',
    location: t.lumenAndPine_location,
    date: storyDate('2026-01'),
    image: image('project', '/images/projects/project-1.webp', t.lumenAndPine_imageAlt),
    summary: t.lumenAndPine_summary,
  },
  {
    id: 2,
    title: t.kodeyard_title,
    subTitle: t.subTitles_development,
    category: t.categories_delawareLlc,
    client: 'Kodeyard Labs',
    location: t.kodeyard_location,
    date: storyDate('2025-11'),
    image: image('project', '/images/projects/project-2.webp', t.kodeyard_imageAlt),
    summary: t.kodeyard_summary,
  },
  {
    id: 3,
    title: t.priyaRaman_title,
    subTitle: t.subTitles_digital,
    category: t.categories_wyomingLlc,
    client: 'Priya Raman Analytics',
    location: t.priyaRaman_location,
    date: storyDate('2025-09'),
    image: image('project', '/images/projects/project-3.webp', t.priyaRaman_imageAlt),
    summary: t.priyaRaman_summary,
  },
  {
    id: 4,
    title: t.cobalt_title,
    subTitle: t.subTitles_research,
    category: t.categories_delawareCCorp,
    client: 'Cobalt Benefits Research',
    location: t.cobalt_location,
    date: storyDate('2025-06'),
    image: image('project', '/images/projects/project-4.webp', t.cobalt_imageAlt),
    summary: t.cobalt_summary,
  },
  {
    id: 5,
    title: t.wordcraft_title,
    subTitle: t.subTitles_promotion,
    category: t.categories_wyomingLlc,
    client: 'Wordcraft Collective',
    location: t.wordcraft_location,
    date: storyDate('2026-03'),
    image: image('project', '/images/projects/project-5.webp', t.wordcraft_imageAlt),
    summary: t.wordcraft_summary,
  },
  {
    id: 6,
    title: t.hanami_title,
    subTitle: t.subTitles_marketing,
    category: t.categories_wyomingLlc,
    client: 'Hanami Home Goods',
    location: t.hanami_location,
    date: storyDate('2026-02'),
    image: image('project', '/images/projects/project-6.webp', t.hanami_imageAlt),
    summary: t.hanami_summary,
  },
];

/**
 * The projects' heading on the agency home, in home's words. Written here rather than in home.ts so
 * the projects carousel's island, which shows it, does not load the whole home page's content.
 */
export const portfolioSection: SectionHeading = {
  eyebrow: homeWords.portfolioSection_eyebrow,
  title: homeWords.portfolioSection_title,
};

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
export const projects: Project[] = /* @__PURE__ */ projectCards.map((card) => {
  const body = storyText[card.id];
  if (!body) throw new Error(`projects.ts: story ${card.id} has no text`);
  return { ...card, body };
});
