import * as t from 'virtual:messages/blog';
import { tag } from 'virtual:messages/blog';
import type { BlogAuthor, BlogPost, BlogPostSummary } from '../types/content';
import { monthName } from '../platform/dates';
import type { LocaleTag } from '../platform/format';
import { image } from './images';
import { postDate } from './postDate';
import { socialLinks } from './socialLinks';
import { team } from './team';
import { detailBase, detailPath, sitePath } from '../sitePaths';

/*
 * The blog as its lists and sidebar show it: the islands that filter and search the posts read this
 * module, not blog.ts, whose posts' text (with the facts and formatting it quotes) they never show
 * (measured: the blog list's island 2.5 kB gzip less in English).
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
