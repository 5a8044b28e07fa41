import type { FooterLabels } from '../sections/Footer';
import * as t from 'virtual:messages/ui';
import { shellLabels } from './shellLabels';

/**
 * Every UI label of the site: buttons, aria labels, form labels, toasts and messages.
 * Sections receive them through props; the words come from the catalogs (`ui.*` in
 * src/messages/<language>.json), so every language builds the same object.
 */

export const ui = {
  ...shellLabels,
  carousel: {
    pause: t.carousel_pause,
    play: t.carousel_play,
    previousSlide: t.carousel_previousSlide,
    nextSlide: t.carousel_nextSlide,
    previousTestimonial: t.carousel_previousTestimonial,
    nextTestimonial: t.carousel_nextTestimonial,
    goToSlide: (n: number) => t.carousel_goToSlide({ n: String(n) }),
    slideOf: (n: number, total: number) => t.carousel_slideOf({ n: String(n), total: String(total) }),
    brandsLabel: t.carousel_brandsLabel,
    pauseBrands: t.carousel_pauseBrands,
    playBrands: t.carousel_playBrands,
    testimonialsLabel: t.carousel_testimonialsLabel,
  },
  notFound: {
    code: '404',
    title: t.notFound_title,
    text: t.notFound_text,
    backToHome: t.notFound_backToHome,
    imageAlt: t.notFound_imageAlt,
  },
  services: {
    whatYouGet: t.services_whatYouGet,
    otherServices: t.services_otherServices,
    needHelp: t.services_needHelp,
    needHelpText: t.services_needHelpText,
    contactUs: t.services_contactUs,
    readMoreAbout: (title: string) => t.services_readMoreAbout({ title }),
    learnMore: t.services_learnMore,
    learnMoreAbout: (title: string) => t.services_learnMoreAbout({ title }),
  },
  projects: {
    client: t.projects_client,
    location: t.projects_location,
    category: t.projects_category,
    date: t.projects_date,
    viewProject: (title: string) => t.projects_viewProject({ title }),
    facts: t.projects_facts,
    previousProject: t.projects_previousProject,
    nextProject: t.projects_nextProject,
    projectNavigation: t.projects_projectNavigation,
    carouselLabel: t.projects_carouselLabel,
    pagination: t.projects_pagination,
    page: (n: number) => t.projects_page({ n: String(n) }),
    previousPage: t.projects_previousPage,
    nextPage: t.projects_nextPage,
  },
  team: {
    contactMe: t.team_contactMe,
    projects: t.team_projects,
    qualifications: t.team_qualifications,
    skills: t.team_skills,
    email: t.team_email,
    phone: t.team_phone,
    share: t.team_share,
    viewProfile: (name: string) => t.team_viewProfile({ name }),
  },
  blog: {
    by: t.blog_by,
    postedOn: t.blog_postedOn,
    aboutAuthor: t.blog_aboutAuthor,
    tags: t.blog_tags,
    share: t.blog_share,
    previousPost: t.blog_previousPost,
    nextPost: t.blog_nextPost,
    commentsHeading: (count: number, title: string) => t.blog_commentsHeading({ count, title }),
    noComments: t.blog_noComments,
    reply: t.blog_reply,
    replyTo: (name: string) => t.blog_replyTo({ name }),
    leaveComment: t.blog_leaveComment,
    authorProfile: t.blog_authorProfile,
    readMore: t.blog_readMore,
    readMoreAbout: (title: string) => t.blog_readMoreAbout({ title }),
    postsHeading: t.blog_postsHeading,
    postNavigation: t.blog_postNavigation,
    pagination: t.blog_pagination,
    page: (n: number) => t.blog_page({ n: String(n) }),
    previousPage: t.blog_previousPage,
    nextPage: t.blog_nextPage,
    filters: {
      showing: (count: number) => t.blog_filters_showing({ count }),
      search: t.blog_filters_search,
      category: t.blog_filters_category,
      tag: t.blog_filters_tag,
      month: t.blog_filters_month,
      clear: t.blog_filters_clear,
      noMatch: t.blog_filters_noMatch,
    },
    sidebar: {
      label: t.blog_sidebar_label,
      search: t.blog_sidebar_search,
      searchLabel: t.blog_sidebar_searchLabel,
      searchPlaceholder: t.blog_sidebar_searchPlaceholder,
      searchSubmit: t.blog_sidebar_searchSubmit,
      recentPosts: t.blog_sidebar_recentPosts,
      categories: t.blog_sidebar_categories,
      gallery: t.blog_sidebar_gallery,
      archives: t.blog_sidebar_archives,
      social: t.blog_sidebar_social,
      tags: t.blog_sidebar_tags,
    },
  },
  share: {
    label: t.share_label,
    on: (network: string) => t.share_on({ network }),
    networks: { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook' },
    copyLink: t.share_copyLink,
    linkCopied: t.share_linkCopied,
  },
  pricing: {
    plansLabel: t.pricing_plansLabel,
    billingPeriod: t.pricing_billingPeriod,
    monthly: t.pricing_monthly,
    yearly: t.pricing_yearly,
    popular: t.pricing_popular,
    onRequest: t.pricing_onRequest,
    planFeatures: (name: string) => t.pricing_planFeatures({ name }),
    refundTerms: t.pricing_refundTerms,
  },
  video: {
    play: t.video_play,
    close: t.video_close,
    dialogTitle: t.video_dialogTitle,
    unsupported: t.video_unsupported,
  },
  progress: {
    valueText: (title: string, value: number) => t.progress_valueText({ title, value: String(value) }),
  },
  faq: {
    label: t.faq_label,
  },
  forms: {
    required: t.forms_required,
    contact: {
      name: t.forms_contact_name,
      email: t.forms_contact_email,
      phone: t.forms_contact_phone,
      comments: t.forms_contact_comments,
      commentsPlaceholder: t.forms_contact_commentsPlaceholder,
      submit: t.forms_contact_submit,
      submitting: t.forms_contact_submitting,
      honeypot: t.forms_contact_honeypot,
      nameRequired: t.forms_contact_nameRequired,
      emailRequired: t.forms_contact_emailRequired,
      emailInvalid: t.forms_contact_emailInvalid,
      phoneRequired: t.forms_contact_phoneRequired,
      phoneInvalid: t.forms_contact_phoneInvalid,
      commentsRequired: t.forms_contact_commentsRequired,
      tooLong: (max: number, length: number) => t.forms_contact_tooLong({ max: String(max), length: String(length) }),
      charactersUsed: (length: number, max: number) => t.forms_contact_charactersUsed({ length: String(length), max: String(max) }),
      planInterest: (plan: string) => t.forms_contact_planInterest({ plan }),
    },
    comment: {
      name: t.forms_comment_name,
      email: t.forms_comment_email,
      comment: t.forms_comment_comment,
      submit: t.forms_comment_submit,
    },
    newsletter: {
      email: t.forms_newsletter_email,
      placeholder: t.forms_newsletter_placeholder,
      submit: t.forms_newsletter_submit,
    },
  },
  inquiry: {
    success: t.inquiry_success,
    failure: t.inquiry_failure,
    unexpected: t.inquiry_unexpected,
  },
  footer: {
    contactTitle: t.footer_contactTitle,
    addressTitle: t.footer_addressTitle,
    phoneTitle: t.footer_phoneTitle,
    rights: t.footer_rights,
    footerNav: t.footer_footerNav,
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
