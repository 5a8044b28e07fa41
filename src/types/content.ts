/**
 * Domain types for the static content of the site.
 * Content modules (src/content) are checked against these; sections take them as props.
 * Ids are numbers wherever a route looks the item up by id (/services-details/{id} etc.).
 */

/* ---------- shared building blocks ---------- */

export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Narrower copies beside the image, as an HTML srcset (`hero-720.webp 720w, hero.webp 1200w`). */
  srcSet?: string;
}

/** An internal route or in-page anchor ('/contact-us', '/#footer'). */
export interface Cta {
  label: string;
  to: string;
}

export interface PhoneNumber {
  /** As shown: '+1 (212) 555-0147' */
  display: string;
  /** As linked: 'tel:+12125550147' */
  href: string;
}

export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'instagram';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the link, e.g. 'Amara Okafor on LinkedIn' */
  label: string;
  url: string;
}

/** Eyebrow + heading (+ optional intro) used at the top of most sections. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  text?: string;
}

/* ---------- brand / site ---------- */

export type PaymentPlanSlug = 'mailbox-grow' | 'mailbox-scale' | 'phone-starter' | 'phone-business' | 'banking-plus' | 'banking-pro' | 'care-monthly' | 'care-weekly' | 'care-daily' | 'care-yearly';

export interface SiteConfig {
  brandName: string;
  /** Prefix of the backend tables: '{prefix}_inquiries' */
  tablePrefix: string;
  inquiriesTable: string;
  emails: { general: string; support: string; agent: string; billing: string };
  phone: PhoneNumber;
  address: { lines: string[]; full: string };
  siteUrl: string;
  /** External sign-in page of the agent portal (another host). */
  portalSignInUrl: string;
}

/* ---------- navigation / footer ---------- */

export interface NavItem {
  label: string;
  to: string;
  /** Opens another host (portal, payment) in a new tab. */
  external?: boolean;
  children?: NavItem[];
}

export interface FooterLinkColumn {
  title: string;
  links: NavItem[];
}

export interface FooterContact {
  addressLines: string[];
  emails: { label: string; address: string }[];
  phone: PhoneNumber;
}

/* ---------- services ---------- */

export type ServiceIconKey = 'registration' | 'banking' | 'ein' | 'address' | 'tax' | 'phone';

/** Formation services (spec section 3, six entries). */
export interface Service {
  id: number;
  title: string;
  /** Card text. */
  text: string;
  icon: ServiceIconKey;
  image: Image;
  /** Detail page paragraphs. */
  body: string[];
  /** Detail page checklist: what the visitor receives. */
  includes: string[];
}

export type MarketingIconKey = 'content' | 'social' | 'app' | 'seo' | 'ppc' | 'digital';

/** Second service set (marketing home variant). */
export interface MarketingService {
  id: number;
  serviceName: string;
  text: string;
  tag: string;
  icon: MarketingIconKey;
  image: Image;
}

/** A registered-agent duty ('How we work'). */
export interface Duty {
  id: number;
  /** '01' .. '06' */
  number: string;
  title: string;
  text: string;
}

/* ---------- projects ---------- */

export interface Project {
  id: number;
  title: string;
  subTitle: string;
  /** The structure we set up, e.g. 'Wyoming LLC'. */
  category: string;
  image: Image;
  summary: string;
  body: string[];
  client: string;
  /** Founder's home country. */
  location: string;
  /** Display date: 'March 2026'. */
  date: string;
}

/* ---------- people ---------- */

export interface Skill {
  label: string;
  /** Percentage, 0-100. */
  value: number;
}

export interface TeamMember {
  id: number;
  name: string;
  position: string;
  image: Image;
  bio: string;
  projectCount: number;
  email: string;
  phone: PhoneNumber;
  qualifications: string[];
  skills: Skill[];
  social: SocialLink[];
}

export interface Testimonial {
  id: number;
  text: string;
  name: string;
  designation: string;
  image?: Image;
}

/* ---------- blog ---------- */

export interface BlogPost {
  id: number;
  title: string;
  category: string;
  /** Short label on the card. */
  tag: string;
  author: string;
  /** ISO date '2026-03-14' for <time dateTime>. */
  date: string;
  /** '14 Mar, 2026' */
  displayDate: string;
  image: Image;
  excerpt: string;
  /** Paragraphs before the mid-section title. */
  body: string[];
  midTitle: string;
  /** Paragraphs after the mid-section title. */
  midBody: string[];
  tags: string[];
}

/** A post as the blog's lists and sidebar show it, without its text. */
export type BlogPostSummary = Omit<BlogPost, 'body' | 'midTitle' | 'midBody'>;

/** The writer of a post, for the author box under it. */
export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
  image: Image;
  /** Their team profile route. */
  profile: string;
}

export interface Comment {
  id: number;
  postId: number;
  author: string;
  /** '28 Feb, 2026' */
  date: string;
  text: string;
  isReply: boolean;
  avatar: Image;
}

/* ---------- small widgets ---------- */

export interface FaqItem {
  id: number;
  title: string;
  text: string;
  /** Pages that answer the question in full (the cost calculator, the country check…). */
  links?: Cta[];
}

export interface ProgressItem {
  id: number;
  title: string;
  /** The meter stops here (percent). */
  maxValue: number;
}

export interface Counter {
  id: number;
  title: string;
  initialValue: number;
  increment: number;
  maxValue: number;
  /** 'K', '+', '' */
  suffix: string;
  durationMs: number;
}

export interface Brand {
  id: number;
  name: string;
  logo: Image;
}

export type SellingPointIcon = 'staff' | 'guarantee' | 'idea';

export interface SellingPoint {
  id: number;
  title: string;
  text: string;
  icon: SellingPointIcon;
  /** Big figure beside the title, e.g. '100' with suffix '%'. */
  figure?: string;
  figureSuffix?: string;
}

export type PackageIcon = 'package' | 'support';

export interface PackageBlock {
  id: number;
  title: string;
  text: string;
  icon: PackageIcon;
  items: string[];
}

/* ---------- pricing ---------- */

export type PlanAction = { kind: 'payment'; url: string } | { kind: 'contact' } | { kind: 'portal' };

export interface PricingPlan {
  id: string;
  name: string;
  /** As shown: '$99', 'On request'. */
  price: string;
  /** Amount in USD, null when on request. */
  amount: number | null;
  /** '/month', 'one time', null when on request. */
  period: string | null;
  description: string;
  features: string[];
  buttonLabel: string;
  action: PlanAction;
  highlighted?: boolean;
  /** What is refundable, until when and how, and what is not, in one or two sentences. */
  refund?: string;
}

export type PricingTabId = 'incorporations' | 'mailbox' | 'phone' | 'banking';

export interface PricingTab {
  id: PricingTabId;
  label: string;
  plans: PricingPlan[];
}

export type BillingCycle = 'monthly' | 'yearly';

/** One side of the monthly/yearly toggle (General group, spec section 9). */
export interface BillingCyclePlans {
  id: BillingCycle;
  label: string;
  plans: PricingPlan[];
}

/** A titled point in a list ('Why Choose Us', values on the about page). */
export interface Highlight {
  id: number;
  title: string;
  text: string;
}
