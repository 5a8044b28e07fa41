import * as t from 'virtual:messages/blog';
import { tag } from 'virtual:messages/blog';
import type { BlogAuthor, BlogPost, BlogPostSummary } from '../types/content';
import { monthDay, monthName } from '../platform/dates';
import { type LocaleTag, number, usd } from '../platform/format';
import { corporateIncomeTaxRate, foreignOwnershipAllowed, form5472CalendarYearDue, form5472Penalty } from './federalFacts';
import { image } from './images';
import { postDate } from './postDate';
import { socialLinks } from './socialLinks';
import { stateDueDays } from './stateDueDays';
import { team } from './team';
import { detailBase, detailPath, sitePath } from '../sitePaths';

/*
 * The blog: its posts as the lists and the sidebar show them, and each post's text for its own page.
 * The islands that filter and search the posts import the cards alone; what they never read (the
 * posts' text, with the facts and formatting it quotes) is left out of their code by the bundler,
 * as every content module's values are built without side effects (docs/architecture.md).
 */

const post = (n: number, alt: string) => image('post', `/images/blog/post-${n}.webp`, alt);

/** The day a post went up, written once: its ISO date and how the blog shows it. */
const posted = (date: string) => ({ date, displayDate: postDate(date, tag) });

/**
 * Founder guides as the lists and the sidebar show them, without their text (blog.ts adds it). Cards
 * link to /blog-single/{id} or /blog-single-sidebar/{id}.
 */
export const blogCards: BlogPostSummary[] = [
  {
    id: 1,
    title: t.llcOrCorp_title,
    category: t.category_companyFormation,
    tag: 'LLC',
    author: 'Amara Okafor',
    ...posted('2026-10-12'),
    image: post(1, t.llcOrCorp_imageAlt),
    excerpt: t.llcOrCorp_excerpt,
    tags: ['LLC', 'C-Corp', 'Delaware', 'Wyoming'],
  },
  {
    id: 2,
    title: t.einWithoutSsn_title,
    category: t.category_taxes,
    tag: 'EIN',
    author: 'Amara Okafor',
    ...posted('2026-09-28'),
    image: post(4, t.einWithoutSsn_imageAlt),
    excerpt: t.einWithoutSsn_excerpt,
    tags: ['EIN', 'IRS', 'Form SS-4'],
  },
  {
    id: 3,
    title: t.registeredAgent_title,
    category: t.category_compliance,
    tag: t.tag_registeredAgent,
    author: 'Omar Haddad',
    ...posted('2026-09-03'),
    image: post(6, t.registeredAgent_imageAlt),
    excerpt: t.registeredAgent_excerpt,
    tags: [t.tag_registeredAgent, t.tag_compliance, t.tag_privacy],
  },
  {
    id: 4,
    title: t.bankAccount_title,
    category: t.category_banking,
    tag: t.tag_banking,
    author: 'Lucas Ferreira',
    ...posted('2026-08-14'),
    image: post(2, t.bankAccount_imageAlt),
    excerpt: t.bankAccount_excerpt,
    tags: [t.tag_banking, 'Stripe', t.tag_payments],
  },
  {
    id: 5,
    title: t.yearlyTaxes_title,
    category: t.category_taxes,
    tag: t.tag_taxes,
    author: 'Mei Tanaka',
    ...posted('2026-07-21'),
    image: post(3, t.yearlyTaxes_imageAlt),
    excerpt: t.yearlyTaxes_excerpt,
    tags: [t.tag_taxes, 'Form 5472', 'IRS', 'Delaware', 'Wyoming'],
  },
  {
    id: 6,
    title: t.virtualAddress_title,
    category: t.category_operations,
    tag: t.tag_virtualAddress,
    author: 'Grace Kim',
    ...posted('2026-06-30'),
    image: post(5, t.virtualAddress_imageAlt),
    excerpt: t.virtualAddress_excerpt,
    tags: [t.tag_virtualAddress, t.tag_mail, t.tag_registeredAgent],
  },
];

/** Tags listed on the single post page (spec section 2). */
export const blogDetailTags: string[] = [t.detailTag_algorithm, t.detailTag_dataScience];

/** Categories with post counts, for the sidebar. */
export const blogCategories: { name: string; count: number }[] = Array.from(
  blogCards.reduce((counts, { category }) => counts.set(category, (counts.get(category) ?? 0) + 1), new Map<string, number>()),
  ([name, count]) => ({ name, count }),
);

/** Every tag used on the blog, for the sidebar tag cloud. */
export const blogTagCloud: string[] = Array.from(new Set([...blogCards.flatMap((p) => p.tags), ...blogDetailTags]));

/*
 * Portuguese writes months in lower case inside a sentence, but each archive label stands alone as a
 * link in the sidebar, and the blog has always shown 'Outubro de 2026': the languages whose archive
 * months are capitalised.
 */
const capitalisedArchiveMonths: Partial<Record<LocaleTag, boolean>> = { 'pt-BR': true };

/**
 * Archive months for the sidebar: '2026-10' -> 'October 2026'. Named by one kept formatter
 * (`monthName`), not `toLocaleDateString`, which sets up a new date formatter on every call.
 */
export const blogArchives: { month: string; label: string }[] = Array.from(new Set(blogCards.map((p) => p.date.slice(0, 7))), (month) => ({
  month,
  label: t.archiveLabel({
    month: monthName(tag, Number(month.slice(5, 7)) - 1, { capitalised: capitalisedArchiveMonths[tag] ?? false }),
    year: month.slice(0, 4),
  }),
}));

/** The team member who wrote a post, for the author box; undefined for a guest writer. */
export function postAuthor(post: Pick<BlogPost, 'author'>): BlogAuthor | undefined {
  const member = team.find((m) => m.name === post.author);
  if (!member) return undefined;
  return { name: member.name, role: member.position, bio: member.bio, image: member.image, profile: detailPath('team-details', member.id) };
}

/** Where the blog's links lead: lists filter at `list?tag=`, posts open at `${post}/{id}`. */
export const blogRoutes = {
  list: sitePath('/blog-with-sidebar'),
  post: detailBase('blog-single'),
  postWithSidebar: detailBase('blog-single-sidebar'),
} as const;

/** What the sidebar shows; its post links keep the sidebar layout. */
export const blogSidebarContent = {
  listPath: blogRoutes.list,
  linkBase: blogRoutes.postWithSidebar,
  recentPosts: blogCards.slice(0, 3),
  galleryPosts: blogCards,
  categories: blogCategories,
  archives: blogArchives,
  tags: blogTagCloud,
  social: socialLinks,
};

/** The partner bank's bonus reward (see pricing's banking plans). */
const partnerBankBonus = 500;
/** Delaware LLCs' flat annual tax, due June 1. */
const delawareLlcAnnualTax = 300;
/** Wyoming's annual report license tax, at minimum. */
const wyomingMinimumLicenseTax = 60;

/** Each post's text, by id: only the post's own page shows it. */
const postText: Record<number, Pick<BlogPost, 'body' | 'midTitle' | 'midBody'>> = {
  1: {
    body: [t.llcOrCorp_body_twoStructures({ share: number(foreignOwnershipAllowed, tag) }), t.llcOrCorp_body_llcSimpler, t.llcOrCorp_body_cCorpTaxpayer({ rate: number(corporateIncomeTaxRate, tag) })],
    midTitle: t.llcOrCorp_midTitle,
    midBody: [t.llcOrCorp_midBody_chooseLlc, t.llcOrCorp_midBody_chooseCCorp, t.llcOrCorp_midBody_homeCountryTax],
  },
  2: {
    body: [t.einWithoutSsn_body_whatEinIs, t.einWithoutSsn_body_ss4Instead],
    midTitle: t.einWithoutSsn_midTitle,
    midBody: [t.einWithoutSsn_midBody_stateApprovalFirst, t.einWithoutSsn_midBody_noItinNeeded, t.einWithoutSsn_midBody_faxTurnaround],
  },
  3: {
    body: [t.registeredAgent_body_everyStateRequires, t.registeredAgent_body_whatAgentReceives],
    midTitle: t.registeredAgent_midTitle,
    midBody: [t.registeredAgent_midBody_notYourOwnAgent, t.registeredAgent_midBody_professionalAgent],
  },
  4: {
    body: [t.bankAccount_body_whyAccount, t.bankAccount_body_documents],
    midTitle: t.bankAccount_midTitle,
    midBody: [t.bankAccount_midBody_onlineBanks, t.bankAccount_midBody_whyRejected, t.bankAccount_midBody_partnerBonus({ bonus: usd(partnerBankBonus, tag) })],
  },
  5: {
    body: [
      t.yearlyTaxes_body_alwaysFiling,
      t.yearlyTaxes_body_singleMemberLlc({ penalty: usd(form5472Penalty, tag), date: monthDay(form5472CalendarYearDue, tag) }),
      t.yearlyTaxes_body_multiMemberAndCorp({ rate: number(corporateIncomeTaxRate, tag) }),
    ],
    midTitle: t.yearlyTaxes_midTitle,
    midBody: [
      t.yearlyTaxes_midBody_stateRules({
        delawareLlcTax: usd(delawareLlcAnnualTax, tag),
        wyomingMinimum: usd(wyomingMinimumLicenseTax, tag),
        llcMonth: monthName(tag, stateDueDays.delawareLlc.month - 1),
        llcDay: stateDueDays.delawareLlc.day,
        corpMonth: monthName(tag, stateDueDays.delawareCorp.month - 1),
        corpDay: stateDueDays.delawareCorp.day,
      }),
      t.yearlyTaxes_midBody_cleanRecords,
    ],
  },
  6: {
    body: [t.virtualAddress_body_twoAddresses, t.virtualAddress_body_agentAddress, t.virtualAddress_body_virtualAddress],
    midTitle: t.virtualAddress_midTitle,
    midBody: [t.virtualAddress_midBody_whereToUse, t.virtualAddress_midBody_mailBox],
  },
};

/** Founder guides with their text, for the post pages. */
export const blogPosts: BlogPost[] = /* @__PURE__ */ blogCards.map((card) => {
  const text = postText[card.id];
  if (!text) throw new Error(`blog.ts: post ${card.id} has no text`);
  return { ...card, ...text };
});
