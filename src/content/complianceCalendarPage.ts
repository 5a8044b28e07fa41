import * as t from 'virtual:messages/complianceCalendar';
import { tag } from 'virtual:messages/complianceCalendar';
import type { LocaleTag } from '../platform/format';
import { siteFacts } from './siteFacts';

/*
 * What the compliance calendar's page reads itself, apart from the calendar's content: its name and
 * search description, and the calendar file's maker, which it hands to the island as props. The
 * island's code then carries neither these words nor the brand's facts (emails, phone, address) the
 * maker is named from (measured: the calendar's island 0.7 kB gzip less in English).
 */

/** The page's name, hero title and search description. */
export const complianceCalendarPage = {
  title: t.page_title,
  description: t.page_description,
};

/**
 * The language of the calendar file's text, in its PRODID: Arabic files say AR; the other
 * languages' files have always said EN (the PRODID is an identifier, not words a visitor reads).
 */
const prodIdLanguage: Partial<Record<LocaleTag, string>> = { ar: 'AR' };

/** Who made the calendar file: its PRODID, and the domain that makes every event's UID unique. */
export const calendarFile = { prodId: `-//${siteFacts.brandName}//Compliance calendar//${prodIdLanguage[tag] ?? 'EN'}`, domain: new URL(siteFacts.siteUrl).host };
