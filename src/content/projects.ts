import t, { tag } from 'virtual:messages/projects';
import { type LocaleTag, monthName } from '../platform/format';
import type { Project } from '../types/content';
import { image } from './images';
import { stateDueDays } from './stateCosts';

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
 * Client stories: founders abroad whose US companies we set up. Ids 1 to 6 are linked
 * from the portfolio (/project-details/{id}).
 */
export const projects: Project[] = [
  {
    id: 1,
    title: t.lumenAndPine.title,
    subTitle: t.subTitles.marketing,
    category: t.categories.wyomingLlc,
    client: 'Lumen & Pine Studio',
    location: t.lumenAndPine.location,
    date: storyDate('2026-01'),
    image: image('project', '/images/projects/project-1.webp', t.lumenAndPine.imageAlt),
    summary: t.lumenAndPine.summary,
    body: [t.lumenAndPine.body.challenge, t.lumenAndPine.body.whatWeDid, t.lumenAndPine.body.result],
  },
  {
    id: 2,
    title: t.kodeyard.title,
    subTitle: t.subTitles.development,
    category: t.categories.delawareLlc,
    client: 'Kodeyard Labs',
    location: t.kodeyard.location,
    date: storyDate('2025-11'),
    image: image('project', '/images/projects/project-2.webp', t.kodeyard.imageAlt),
    summary: t.kodeyard.summary,
    body: [t.kodeyard.body.challenge, t.kodeyard.body.whatWeDid, t.kodeyard.body.result],
  },
  {
    id: 3,
    title: t.priyaRaman.title,
    subTitle: t.subTitles.digital,
    category: t.categories.wyomingLlc,
    client: 'Priya Raman Analytics',
    location: t.priyaRaman.location,
    date: storyDate('2025-09'),
    image: image('project', '/images/projects/project-3.webp', t.priyaRaman.imageAlt),
    summary: t.priyaRaman.summary,
    body: [t.priyaRaman.body.challenge, t.priyaRaman.body.whatWeDid, t.priyaRaman.body.result],
  },
  {
    id: 4,
    title: t.cobalt.title,
    subTitle: t.subTitles.research,
    category: t.categories.delawareCCorp,
    client: 'Cobalt Benefits Research',
    location: t.cobalt.location,
    date: storyDate('2025-06'),
    image: image('project', '/images/projects/project-4.webp', t.cobalt.imageAlt),
    summary: t.cobalt.summary,
    body: [t.cobalt.body.challenge, t.cobalt.body.whatWeDid, t.cobalt.body.result({ month: monthName(tag, stateDueDays.delawareCorp.month - 1) })],
  },
  {
    id: 5,
    title: t.wordcraft.title,
    subTitle: t.subTitles.promotion,
    category: t.categories.wyomingLlc,
    client: 'Wordcraft Collective',
    location: t.wordcraft.location,
    date: storyDate('2026-03'),
    image: image('project', '/images/projects/project-5.webp', t.wordcraft.imageAlt),
    summary: t.wordcraft.summary,
    body: [t.wordcraft.body.challenge, t.wordcraft.body.whatWeDid, t.wordcraft.body.result],
  },
  {
    id: 6,
    title: t.hanami.title,
    subTitle: t.subTitles.marketing,
    category: t.categories.wyomingLlc,
    client: 'Hanami Home Goods',
    location: t.hanami.location,
    date: storyDate('2026-02'),
    image: image('project', '/images/projects/project-6.webp', t.hanami.imageAlt),
    summary: t.hanami.summary,
    body: [t.hanami.body.challenge, t.hanami.body.whatWeDid, t.hanami.body.result],
  },
];
