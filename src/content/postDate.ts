import { shortDate } from '../platform/dates';
import type { LocaleTag } from '../platform/format';

/**
 * The day a post or a comment went up, as the blog shows it: the design's '01 Oct, 2026' in English
 * (two-digit day, comma before the year), and `shortDate` in every other language ('1 oct 2026').
 */
/* @__NO_SIDE_EFFECTS__ */ export function postDate(iso: string, tag: LocaleTag): string {
  if (tag !== 'en') return shortDate(iso, tag);
  const [day, month, year] = shortDate(iso, 'en').split(' ');
  return `${day.padStart(2, '0')} ${month}, ${year}`;
}
