import type { BlogAuthor, BlogPost } from '../types/content';
import { monthName } from '../platform/format';
import { image } from './images';
import { socialLinks } from './socialLinks';
import { team } from './team';

const post = (n: number, alt: string) => image('post', `/images/blog/post-${n}.webp`, alt);

/** Founder guides. Cards link to /blog-single/{id} or /blog-single-sidebar/{id}. */
export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: 'LLC or C-Corp: which US company should a non-resident form?',
    category: 'Company Formation',
    tag: 'LLC',
    author: 'Amara Okafor',
    date: '2026-10-12',
    displayDate: '12 Oct, 2026',
    image: post(1, 'Illustration of a balance scale weighing a small columned building against an office tower'),
    excerpt:
      'Both protect your personal assets and both can be fully foreign-owned. The right choice depends on how you will be taxed and whether you plan to raise money.',
    body: [
      'Most non-US founders choose between two structures: a limited liability company (LLC) and a C corporation (C-Corp). Both protect your personal assets from the company\'s debts, both can be 100% owned by a foreigner, and both can be formed without visiting the United States.',
      'An LLC is the simpler choice. It has no board or share certificates, needs little paperwork, and by default it is not taxed at the company level: the IRS treats a single-member LLC as a disregarded entity and a multi-member LLC as a partnership. For a non-resident whose business is run from abroad this often means little or no US federal income tax, although an information return is still due every year.',
      'A C-Corp is a separate taxpayer. It pays a flat 21% federal income tax on its profits, and dividends paid to foreign shareholders can be subject to withholding. In exchange it can issue classes of shares and stock options, which is exactly what venture investors expect.',
    ],
    midTitle: 'A simple rule of thumb',
    midBody: [
      'Choose an LLC if you run a service business, an agency, a consultancy or an online store, you plan to keep the profits yourself, and you do not expect outside investors soon.',
      'Choose a Delaware C-Corp if you plan to raise money from US angels or venture funds, want to offer stock options, or are applying to an accelerator. Converting an LLC into a C-Corp later is possible, but it costs time and legal fees, so decide early if fundraising is likely.',
      'Whatever you choose, check how your home country taxes the income. Some countries treat an LLC as transparent and tax you personally on its profits; others treat it as a foreign company. A short call with a CPA before forming saves surprises.',
    ],
    tags: ['LLC', 'C-Corp', 'Delaware', 'Wyoming'],
  },
  {
    id: 2,
    title: 'How to get an EIN without a Social Security number',
    category: 'Taxes',
    tag: 'EIN',
    author: 'Amara Okafor',
    date: '2026-09-28',
    displayDate: '28 Sep, 2026',
    image: post(4, 'Illustration of an online application form on a laptop beside a wallet holding an approved card'),
    excerpt:
      'The IRS online form is closed to founders without an SSN or ITIN, but there is a reliable way to get your company\'s tax ID from abroad.',
    body: [
      'An Employer Identification Number (EIN) is the nine-digit federal tax ID of your company. Despite the name, you need one even without employees: banks, Stripe, Amazon and the IRS all ask for it.',
      'The IRS online application only works for applicants with a Social Security number or an ITIN. Non-resident founders apply with Form SS-4 instead, by fax, by phone on the IRS international line, or through a third-party designee who files for them.',
    ],
    midTitle: 'What you need before applying',
    midBody: [
      'The state must have approved your company first, because the legal name on the SS-4 has to match your articles exactly. You also need the responsible party\'s full name and foreign address, the company\'s US address, the entity type, the number of members and the reason for applying, usually that you started a new business.',
      'A foreign owner without an SSN or ITIN can still be the responsible party. You do not need to apply for an ITIN first.',
      'Fax applications usually come back within a few business days to a few weeks, depending on the IRS workload. Keep the confirmation letter (CP 575) safe: banks ask for it, and if you lose it the IRS can issue a replacement 147C letter.',
    ],
    tags: ['EIN', 'IRS', 'Form SS-4'],
  },
  {
    id: 3,
    title: 'What a registered agent does, and why your company needs one',
    category: 'Compliance',
    tag: 'Registered Agent',
    author: 'Omar Haddad',
    date: '2026-09-03',
    displayDate: '03 Sep, 2026',
    image: post(6, 'Illustration of a clipboard checklist with ticked items next to a shield badge'),
    excerpt:
      'Every state requires one. Here is what the agent actually does, what happens if nobody is there, and why non-residents cannot be their own.',
    body: [
      'Every US state requires a company formed or registered there to appoint a registered agent: a person or business with a physical street address in that state, available during business hours, to accept legal documents for the company.',
      'The agent receives service of process (the formal delivery of a lawsuit), subpoenas and official notices from the state such as annual report reminders. If nobody is there to receive them, a company can lose a lawsuit by default or be administratively dissolved without the owner ever hearing about it.',
    ],
    midTitle: 'Why a professional agent beats doing it yourself',
    midBody: [
      'As a non-resident you cannot be your own agent, because you have no address in the state. A friend could do it, but they must be reachable every business day for as long as the company exists, and their home address becomes public record.',
      'A professional agent keeps fixed office hours, scans and forwards each document the same day, tracks your state deadlines and puts its own address on public filings instead of yours. Registered agent service for the first year is included with every formation we do.',
    ],
    tags: ['Registered Agent', 'Compliance', 'Privacy'],
  },
  {
    id: 4,
    title: 'Opening a US business bank account from abroad',
    category: 'Banking',
    tag: 'Banking',
    author: 'Lucas Ferreira',
    date: '2026-08-14',
    displayDate: '14 Aug, 2026',
    image: post(2, 'Illustration of a globe with a map pin and a dotted arrow leading to an approved bank card'),
    excerpt:
      'Which documents banks ask non-residents for, why applications get rejected, and how to open an account without flying to the US.',
    body: [
      'A US business bank account lets you receive ACH payments and card settlements, pay US vendors cheaply and connect payment processors such as Stripe and PayPal. Without one, a new company cannot do much.',
      'Banks must verify who owns and controls every business client. Prepare your articles of organization, EIN confirmation letter, operating agreement, passport, proof of your home address and a short description of your business, your customers and your expected monthly volume.',
    ],
    midTitle: 'Online partner banks versus branch banks',
    midBody: [
      'Large branch banks often require every owner to visit in person. Online banks and fintech platforms working with partner banks can open accounts for non-residents fully remotely, with deposits held at FDIC-insured banks.',
      'Applications fail most often because details do not match: a different address on the bank form than on the articles, or a vague business description. Use the same company name, address and phone number everywhere.',
      'Through our partner bank you receive a $500 bonus reward once its qualifying conditions are met, and if your business needs something different we introduce you to other partner platforms.',
    ],
    tags: ['Banking', 'Stripe', 'Payments'],
  },
  {
    id: 5,
    title: 'US taxes for non-resident owners: the yearly calendar',
    category: 'Taxes',
    tag: 'Taxes',
    author: 'Mei Tanaka',
    date: '2026-07-21',
    displayDate: '21 Jul, 2026',
    image: post(3, 'Illustration of a wall calendar with one date circled beside a clock'),
    excerpt:
      'Forming a US company does not always mean paying US income tax, but it always means filing. Here is what is due, and when.',
    body: [
      'Forming a US company does not automatically mean paying US income tax, but it always means filing something. What you file depends on the structure you chose and on where your business actually operates.',
      'A single-member LLC owned by a non-resident files Form 5472 with a pro forma Form 1120 each year, reporting transactions between the company and its owner. The deadline is normally April 15, and the penalty for not filing starts at $25,000.',
      'A multi-member LLC files a partnership return, Form 1065, and issues a Schedule K-1 to each member. A C-Corp files Form 1120 and pays 21% federal tax on its profits.',
    ],
    midTitle: 'Do not forget the state calendar',
    midBody: [
      'States have their own rules. Delaware LLCs pay a flat $300 annual tax by June 1; Delaware corporations file an annual report and pay franchise tax by March 1. Wyoming charges an annual report license tax, $60 at minimum, due on the first day of the month in which the company was formed.',
      'Keep clean records from day one: a separate business bank account, an invoice for every sale and a receipt for every expense. It makes the yearly filing faster and cheaper, and it is what your home-country tax office will ask for too.',
    ],
    tags: ['Taxes', 'Form 5472', 'IRS', 'Delaware', 'Wyoming'],
  },
  {
    id: 6,
    title: 'Virtual address or registered agent address: which goes where?',
    category: 'Operations',
    tag: 'Virtual Address',
    author: 'Grace Kim',
    date: '2026-06-30',
    displayDate: '30 Jun, 2026',
    image: post(5, 'Illustration of a dotted map of the United States with address pins across several states'),
    excerpt:
      'Your company has more than one US address. Here is what each one is for, and where to use it so banks and platforms accept it.',
    body: [
      'New founders often mix up two addresses: the registered agent address and the business mailing address. Each has its own job.',
      'The registered agent address must be in your state of formation and is where legal documents are served. It appears on public records and is not meant for everyday mail.',
      'A virtual business address is a real street address where your company receives ordinary mail: bank letters, IRS notices and vendor invoices. A mail service scans each item so you can read it from anywhere.',
    ],
    midTitle: 'Where each address belongs',
    midBody: [
      'Use the virtual address on invoices, your website, your bank and payment platforms, and with the IRS. Use the registered agent address only where the state asks for it. Avoid PO boxes: many banks and marketplaces reject them.',
      'A virtual address comes free with every formation we do, with unlimited letters scanned at no extra cost. If you receive many packages or want several team members to see the mail, a Mail Box plan adds capacity and users.',
    ],
    tags: ['Virtual Address', 'Mail', 'Registered Agent'],
  },
];

/** Tags listed on the single post page (spec section 2). */
export const blogDetailTags: string[] = ['Algorithm', 'Data science'];

/** Categories with post counts, for the sidebar. */
export const blogCategories: { name: string; count: number }[] = Array.from(
  blogPosts.reduce((counts, { category }) => counts.set(category, (counts.get(category) ?? 0) + 1), new Map<string, number>()),
  ([name, count]) => ({ name, count }),
);

/** Every tag used on the blog, for the sidebar tag cloud. */
export const blogTagCloud: string[] = Array.from(new Set([...blogPosts.flatMap((p) => p.tags), ...blogDetailTags]));

/**
 * Archive months for the sidebar: '2026-10' -> 'October 2026'. Named by one kept formatter
 * (`monthName`), not `toLocaleDateString`, which sets up a new date formatter on every call.
 */
export const blogArchives: { month: string; label: string }[] = Array.from(new Set(blogPosts.map((p) => p.date.slice(0, 7))), (month) => ({
  month,
  label: `${monthName('en', Number(month.slice(5, 7)) - 1)} ${month.slice(0, 4)}`,
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
