import type { FooterLabels } from '../sections/Footer';
import t from 'virtual:messages/ui';
import { shellLabels } from './shellLabels';

/**
 * Every UI label of the site: buttons, aria labels, form labels, toasts and messages.
 * Sections receive these through props (or one labels context); a second language is a second
 * object of the same type (UiLabels).
 */

export const ui = {
  ...shellLabels,
  carousel: {
    pause: t.carousel.pause,
    play: t.carousel.play,
    previousSlide: t.carousel.previousSlide,
    nextSlide: t.carousel.nextSlide,
    previousTestimonial: t.carousel.previousTestimonial,
    nextTestimonial: t.carousel.nextTestimonial,
    goToSlide: (n: number) => t.carousel.goToSlide({ n: String(n) }),
    slideOf: (n: number, total: number) => t.carousel.slideOf({ n: String(n), total: String(total) }),
    brandsLabel: t.carousel.brandsLabel,
    pauseBrands: t.carousel.pauseBrands,
    playBrands: t.carousel.playBrands,
    testimonialsLabel: t.carousel.testimonialsLabel,
  },
  notFound: {
    code: '404',
    title: t.notFound.title,
    text: t.notFound.text,
    backToHome: t.notFound.backToHome,
    imageAlt: t.notFound.imageAlt,
  },
  services: {
    whatYouGet: t.services.whatYouGet,
    otherServices: t.services.otherServices,
    needHelp: t.services.needHelp,
    needHelpText: t.services.needHelpText,
    contactUs: t.services.contactUs,
    readMoreAbout: (title: string) => t.services.readMoreAbout({ title }),
    learnMore: t.services.learnMore,
    learnMoreAbout: (title: string) => t.services.learnMoreAbout({ title }),
  },
  projects: {
    client: t.projects.client,
    location: t.projects.location,
    category: t.projects.category,
    date: t.projects.date,
    viewProject: (title: string) => t.projects.viewProject({ title }),
    facts: t.projects.facts,
    previousProject: t.projects.previousProject,
    nextProject: t.projects.nextProject,
    projectNavigation: t.projects.projectNavigation,
    carouselLabel: t.projects.carouselLabel,
    pagination: t.projects.pagination,
    page: (n: number) => t.projects.page({ n: String(n) }),
    previousPage: t.projects.previousPage,
    nextPage: t.projects.nextPage,
  },
  team: {
    contactMe: t.team.contactMe,
    projects: t.team.projects,
    qualifications: t.team.qualifications,
    skills: t.team.skills,
    email: t.team.email,
    phone: t.team.phone,
    share: t.team.share,
    viewProfile: (name: string) => t.team.viewProfile({ name }),
  },
  blog: {
    by: t.blog.by,
    postedOn: t.blog.postedOn,
    aboutAuthor: t.blog.aboutAuthor,
    tags: t.blog.tags,
    share: t.blog.share,
    previousPost: t.blog.previousPost,
    nextPost: t.blog.nextPost,
    commentsHeading: (count: number, title: string) => t.blog.commentsHeading({ count, title }),
    noComments: t.blog.noComments,
    reply: t.blog.reply,
    replyTo: (name: string) => t.blog.replyTo({ name }),
    leaveComment: t.blog.leaveComment,
    authorProfile: t.blog.authorProfile,
    readMore: t.blog.readMore,
    readMoreAbout: (title: string) => t.blog.readMoreAbout({ title }),
    postsHeading: t.blog.postsHeading,
    postNavigation: t.blog.postNavigation,
    pagination: t.blog.pagination,
    page: (n: number) => t.blog.page({ n: String(n) }),
    previousPage: t.blog.previousPage,
    nextPage: t.blog.nextPage,
    filters: {
      showing: (count: number) => t.blog.filters.showing({ count }),
      search: t.blog.filters.search,
      category: t.blog.filters.category,
      tag: t.blog.filters.tag,
      month: t.blog.filters.month,
      clear: t.blog.filters.clear,
      noMatch: t.blog.filters.noMatch,
    },
    sidebar: {
      label: t.blog.sidebar.label,
      search: t.blog.sidebar.search,
      searchLabel: t.blog.sidebar.searchLabel,
      searchPlaceholder: t.blog.sidebar.searchPlaceholder,
      searchSubmit: t.blog.sidebar.searchSubmit,
      recentPosts: t.blog.sidebar.recentPosts,
      categories: t.blog.sidebar.categories,
      gallery: t.blog.sidebar.gallery,
      archives: t.blog.sidebar.archives,
      social: t.blog.sidebar.social,
      tags: t.blog.sidebar.tags,
    },
  },
  share: {
    label: t.share.label,
    on: (network: string) => t.share.on({ network }),
    networks: { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook' },
    copyLink: t.share.copyLink,
    linkCopied: t.share.linkCopied,
  },
  pricing: {
    plansLabel: t.pricing.plansLabel,
    billingPeriod: t.pricing.billingPeriod,
    monthly: t.pricing.monthly,
    yearly: t.pricing.yearly,
    popular: t.pricing.popular,
    onRequest: t.pricing.onRequest,
    planFeatures: (name: string) => t.pricing.planFeatures({ name }),
    refundTerms: t.pricing.refundTerms,
  },
  video: {
    play: t.video.play,
    close: t.video.close,
    dialogTitle: t.video.dialogTitle,
    unsupported: t.video.unsupported,
  },
  progress: {
    valueText: (title: string, value: number) => t.progress.valueText({ title, value: String(value) }),
  },
  faq: {
    label: t.faq.label,
  },
  forms: {
    required: t.forms.required,
    contact: {
      name: t.forms.contact.name,
      email: t.forms.contact.email,
      phone: t.forms.contact.phone,
      comments: t.forms.contact.comments,
      commentsPlaceholder: t.forms.contact.commentsPlaceholder,
      submit: t.forms.contact.submit,
      submitting: t.forms.contact.submitting,
      honeypot: t.forms.contact.honeypot,
      nameRequired: t.forms.contact.nameRequired,
      emailRequired: t.forms.contact.emailRequired,
      emailInvalid: t.forms.contact.emailInvalid,
      phoneRequired: t.forms.contact.phoneRequired,
      phoneInvalid: t.forms.contact.phoneInvalid,
      commentsRequired: t.forms.contact.commentsRequired,
      tooLong: (max: number, length: number) => t.forms.contact.tooLong({ max: String(max), length: String(length) }),
      charactersUsed: (length: number, max: number) => t.forms.contact.charactersUsed({ length: String(length), max: String(max) }),
      planInterest: (plan: string) => t.forms.contact.planInterest({ plan }),
    },
    comment: {
      name: t.forms.comment.name,
      email: t.forms.comment.email,
      comment: t.forms.comment.comment,
      submit: t.forms.comment.submit,
    },
    newsletter: {
      email: t.forms.newsletter.email,
      placeholder: t.forms.newsletter.placeholder,
      submit: t.forms.newsletter.submit,
    },
  },
  inquiry: {
    success: t.inquiry.success,
    failure: t.inquiry.failure,
    unexpected: t.inquiry.unexpected,
  },
  footer: {
    contactTitle: t.footer.contactTitle,
    addressTitle: t.footer.addressTitle,
    phoneTitle: t.footer.phoneTitle,
    rights: t.footer.rights,
    footerNav: t.footer.footerNav,
  } satisfies FooterLabels,
};

export type UiLabels = typeof ui;

/** The blog sidebar's labels, with the new-tab hint its social links need. */
export const blogSidebarLabels = { ...ui.blog.sidebar, opensInNewTab: ui.common.opensInNewTab };

/** A post's labels, with its share links captioned like the rest of the blog. */
export const blogPostLabels = { ...ui.blog, share: { ...ui.share, label: ui.blog.share } };

/** The comment form's fields, heading and thank-you toast. */
export const commentFormLabels = { ...ui.forms.comment, heading: ui.blog.leaveComment, thanks: ui.toasts.comment };

/** Shortcuts for the app shell. */
export const toastLabels = shellLabels.toasts;
export const notFoundLabels = ui.notFound;

