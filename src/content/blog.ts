import t, { tag } from 'virtual:messages/blog';
import type { BlogAuthor, BlogPost } from '../types/content';
import { monthDay, monthName, number, usd, type LocaleTag } from '../platform/format';
import { corporateIncomeTaxRate, foreignOwnershipAllowed, form5472CalendarYearDue, form5472Penalty } from './federalFacts';
import { stateDueDays } from './stateCosts';
import { image } from './images';
import { postDate } from './postDate';
import { socialLinks } from './socialLinks';
import { team } from './team';

const post = (n: number, alt: string) => image('post', `/images/blog/post-${n}.webp`, alt);

/** The partner bank's bonus reward (see pricing's banking plans). */
const partnerBankBonus = 500;
/** Delaware LLCs' flat annual tax, due June 1. */
const delawareLlcAnnualTax = 300;
/** Wyoming's annual report license tax, at minimum. */
const wyomingMinimumLicenseTax = 60;

/** Founder guides. Cards link to /blog-single/{id} or /blog-single-sidebar/{id}. */
export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: t.llcOrCorp.title,
    category: t.category.companyFormation,
    tag: 'LLC',
    author: 'Amara Okafor',
    date: '2026-10-12',
    displayDate: postDate('2026-10-12', tag),
    image: post(1, t.llcOrCorp.imageAlt),
    excerpt: t.llcOrCorp.excerpt,
    body: [
      t.llcOrCorp.body.twoStructures({ share: number(foreignOwnershipAllowed, tag) }),
      t.llcOrCorp.body.llcSimpler,
      t.llcOrCorp.body.cCorpTaxpayer({ rate: number(corporateIncomeTaxRate, tag) }),
    ],
    midTitle: t.llcOrCorp.midTitle,
    midBody: [
      t.llcOrCorp.midBody.chooseLlc,
      t.llcOrCorp.midBody.chooseCCorp,
      t.llcOrCorp.midBody.homeCountryTax,
    ],
    tags: ['LLC', 'C-Corp', 'Delaware', 'Wyoming'],
  },
  {
    id: 2,
    title: t.einWithoutSsn.title,
    category: t.category.taxes,
    tag: 'EIN',
    author: 'Amara Okafor',
    date: '2026-09-28',
    displayDate: postDate('2026-09-28', tag),
    image: post(4, t.einWithoutSsn.imageAlt),
    excerpt: t.einWithoutSsn.excerpt,
    body: [
      t.einWithoutSsn.body.whatEinIs,
      t.einWithoutSsn.body.ss4Instead,
    ],
    midTitle: t.einWithoutSsn.midTitle,
    midBody: [
      t.einWithoutSsn.midBody.stateApprovalFirst,
      t.einWithoutSsn.midBody.noItinNeeded,
      t.einWithoutSsn.midBody.faxTurnaround,
    ],
    tags: ['EIN', 'IRS', 'Form SS-4'],
  },
  {
    id: 3,
    title: t.registeredAgent.title,
    category: t.category.compliance,
    tag: t.tag.registeredAgent,
    author: 'Omar Haddad',
    date: '2026-09-03',
    displayDate: postDate('2026-09-03', tag),
    image: post(6, t.registeredAgent.imageAlt),
    excerpt: t.registeredAgent.excerpt,
    body: [
      t.registeredAgent.body.everyStateRequires,
      t.registeredAgent.body.whatAgentReceives,
    ],
    midTitle: t.registeredAgent.midTitle,
    midBody: [
      t.registeredAgent.midBody.notYourOwnAgent,
      t.registeredAgent.midBody.professionalAgent,
    ],
    tags: [t.tag.registeredAgent, t.tag.compliance, t.tag.privacy],
  },
  {
    id: 4,
    title: t.bankAccount.title,
    category: t.category.banking,
    tag: t.tag.banking,
    author: 'Lucas Ferreira',
    date: '2026-08-14',
    displayDate: postDate('2026-08-14', tag),
    image: post(2, t.bankAccount.imageAlt),
    excerpt: t.bankAccount.excerpt,
    body: [
      t.bankAccount.body.whyAccount,
      t.bankAccount.body.documents,
    ],
    midTitle: t.bankAccount.midTitle,
    midBody: [
      t.bankAccount.midBody.onlineBanks,
      t.bankAccount.midBody.whyRejected,
      t.bankAccount.midBody.partnerBonus({ bonus: usd(partnerBankBonus, tag) }),
    ],
    tags: [t.tag.banking, 'Stripe', t.tag.payments],
  },
  {
    id: 5,
    title: t.yearlyTaxes.title,
    category: t.category.taxes,
    tag: t.tag.taxes,
    author: 'Mei Tanaka',
    date: '2026-07-21',
    displayDate: postDate('2026-07-21', tag),
    image: post(3, t.yearlyTaxes.imageAlt),
    excerpt: t.yearlyTaxes.excerpt,
    body: [
      t.yearlyTaxes.body.alwaysFiling,
      t.yearlyTaxes.body.singleMemberLlc({ penalty: usd(form5472Penalty, tag), date: monthDay(form5472CalendarYearDue, tag) }),
      t.yearlyTaxes.body.multiMemberAndCorp({ rate: number(corporateIncomeTaxRate, tag) }),
    ],
    midTitle: t.yearlyTaxes.midTitle,
    midBody: [
      t.yearlyTaxes.midBody.stateRules({
        delawareLlcTax: usd(delawareLlcAnnualTax, tag),
        wyomingMinimum: usd(wyomingMinimumLicenseTax, tag),
        llcMonth: monthName(tag, stateDueDays.delawareLlc.month - 1),
        llcDay: stateDueDays.delawareLlc.day,
        corpMonth: monthName(tag, stateDueDays.delawareCorp.month - 1),
        corpDay: stateDueDays.delawareCorp.day,
      }),
      t.yearlyTaxes.midBody.cleanRecords,
    ],
    tags: [t.tag.taxes, 'Form 5472', 'IRS', 'Delaware', 'Wyoming'],
  },
  {
    id: 6,
    title: t.virtualAddress.title,
    category: t.category.operations,
    tag: t.tag.virtualAddress,
    author: 'Grace Kim',
    date: '2026-06-30',
    displayDate: postDate('2026-06-30', tag),
    image: post(5, t.virtualAddress.imageAlt),
    excerpt: t.virtualAddress.excerpt,
    body: [
      t.virtualAddress.body.twoAddresses,
      t.virtualAddress.body.agentAddress,
      t.virtualAddress.body.virtualAddress,
    ],
    midTitle: t.virtualAddress.midTitle,
    midBody: [
      t.virtualAddress.midBody.whereToUse,
      t.virtualAddress.midBody.mailBox,
    ],
    tags: [t.tag.virtualAddress, t.tag.mail, t.tag.registeredAgent],
  },
];

/** Tags listed on the single post page (spec section 2). */
export const blogDetailTags: string[] = [t.detailTag.algorithm, t.detailTag.dataScience];

/** Categories with post counts, for the sidebar. */
export const blogCategories: { name: string; count: number }[] = Array.from(
  blogPosts.reduce((counts, { category }) => counts.set(category, (counts.get(category) ?? 0) + 1), new Map<string, number>()),
  ([name, count]) => ({ name, count }),
);

/** Every tag used on the blog, for the sidebar tag cloud. */
export const blogTagCloud: string[] = Array.from(new Set([...blogPosts.flatMap((p) => p.tags), ...blogDetailTags]));

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
export const blogArchives: { month: string; label: string }[] = Array.from(new Set(blogPosts.map((p) => p.date.slice(0, 7))), (month) => ({
  month,
  label: t.archiveLabel({
    month: monthName(tag, Number(month.slice(5, 7)) - 1, { capitalised: capitalisedArchiveMonths[tag] ?? false }),
    year: month.slice(0, 4),
  }),
}));


/** The team member who wrote a post, for the author box; undefined for a guest writer. */
export function postAuthor(post: BlogPost): BlogAuthor | undefined {
  const member = team.find((m) => m.name === post.author);
  if (!member) return undefined;
  return { name: member.name, role: member.position, bio: member.bio, image: member.image, profile: `/team-details/${member.id}` };
}

/** Where the blog's links lead: lists filter at `list?tag=`, posts open at `${post}/{id}`. */
export const blogRoutes = {
  list: '/blog-with-sidebar',
  post: '/blog-single',
  postWithSidebar: '/blog-single-sidebar',
} as const;

/** What the sidebar shows; its post links keep the sidebar layout. */
export const blogSidebarContent = {
  listPath: blogRoutes.list,
  linkBase: blogRoutes.postWithSidebar,
  recentPosts: blogPosts.slice(0, 3),
  galleryPosts: blogPosts,
  categories: blogCategories,
  archives: blogArchives,
  tags: blogTagCloud,
  social: socialLinks,
};
