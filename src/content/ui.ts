import type { FooterLabels } from '../sections/Footer';
import { plural } from '../locale/plural';
import { shellLabels } from './shellLabels';

/**
 * Every UI label of the site: buttons, aria labels, form labels, toasts and messages.
 * Sections receive these through props (or one labels context); a second language is a second
 * object of the same type (UiLabels).
 */

export const ui = {
  ...shellLabels,
  carousel: {
    pause: 'Pause carousel',
    play: 'Play carousel',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    previousTestimonial: 'Previous testimonial',
    nextTestimonial: 'Next testimonial',
    goToSlide: (n: number) => `Go to slide ${n}`,
    slideOf: (n: number, total: number) => `${n} of ${total}`,
    brandsLabel: 'Brands that trust us',
    pauseBrands: 'Pause brand logos',
    playBrands: 'Play brand logos',
    testimonialsLabel: 'Testimonials',
  },
  notFound: {
    code: '404',
    title: 'Sorry Page Was Not Found!',
    text: 'The page you are looking for has moved or never existed. Try the home page or the main menu.',
    backToHome: 'Back to home',
    imageAlt: 'A compass pointing away from a missing page',
  },
  services: {
    whatYouGet: 'What is included',
    otherServices: 'Other services',
    needHelp: 'Not sure which service you need?',
    needHelpText: 'Tell us about your business and we will recommend the right setup.',
    contactUs: 'Contact Us',
    readMoreAbout: (title: string) => `Read more about ${title}`,
    learnMore: 'Learn more',
    learnMoreAbout: (title: string) => `Learn more about ${title}`,
  },
  projects: {
    client: 'Client',
    location: 'Location',
    category: 'Structure',
    date: 'Date',
    viewProject: (title: string) => `View project: ${title}`,
    facts: 'Project Info',
    previousProject: 'Previous Project',
    nextProject: 'Next Project',
    projectNavigation: 'More client stories',
    carouselLabel: 'Featured client stories',
    pagination: 'Client story pages',
    page: (n: number) => `Page ${n}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
  team: {
    contactMe: 'Contact Me',
    projects: 'Projects',
    qualifications: 'Qualifications',
    skills: 'Skills',
    email: 'Email',
    phone: 'Phone',
    share: 'Share',
    viewProfile: (name: string) => `View profile of ${name}`,
  },
  blog: {
    by: 'By',
    postedOn: 'Posted on',
    aboutAuthor: 'About the author',
    tags: 'Tags',
    share: 'Share',
    previousPost: 'Previous Post',
    nextPost: 'Next Post',
    commentsHeading: (count: number, title: string) => `${plural('en', count, { one: '1 Comment', other: (n) => `${n} Comments` })} On \u201c${title}\u201d`,
    noComments: 'No comments yet. Be the first to share your experience below.',
    reply: 'Reply',
    replyTo: (name: string) => `Reply to ${name}`,
    leaveComment: 'Leave a Comment',
    authorProfile: 'View profile',
    readMore: 'Read more',
    readMoreAbout: (title: string) => `Read more: ${title}`,
    postsHeading: 'Latest guides',
    postNavigation: 'More posts',
    pagination: 'Blog pages',
    page: (n: number) => `Page ${n}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    filters: {
      showing: (count: number) => `Showing ${plural('en', count, { one: '1 post', other: (n) => `${n} posts` })} for`,
      search: 'Search',
      category: 'Category',
      tag: 'Tag',
      month: 'Archive',
      clear: 'Show all posts',
      noMatch: 'No posts match your filters. Try another search or browse all posts.',
    },
    sidebar: {
      label: 'Blog sidebar',
      search: 'Search',
      searchLabel: 'Search posts',
      searchPlaceholder: 'Search by title',
      searchSubmit: 'Search posts',
      recentPosts: 'Recent Posts',
      categories: 'Categories',
      gallery: 'Gallery',
      archives: 'Archives',
      social: 'Follow Us',
      tags: 'Tags',
    },
  },
  share: {
    label: 'Share',
    on: (network: string) => `Share on ${network}`,
    networks: { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook' },
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
  },
  pricing: {
    plansLabel: 'Plan categories',
    billingPeriod: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    popular: 'Most popular',
    onRequest: 'On request',
    planFeatures: (name: string) => `${name} plan features`,
    refundTerms: 'Refund terms',
  },
  video: {
    play: 'Play video',
    close: 'Close video',
    dialogTitle: 'How it works',
    unsupported: 'Your browser cannot play this video.',
  },
  progress: {
    valueText: (title: string, value: number) => `${title}: ${value}%`,
  },
  faq: {
    label: 'Frequently asked questions',
  },
  forms: {
    required: 'Required',
    contact: {
      name: 'Your Name',
      email: 'Email Address',
      phone: 'Phone Number',
      comments: 'How can we help?',
      commentsPlaceholder: 'Your country, your business and what you need in the US',
      submit: 'Send Message',
      submitting: 'Sending...',
      honeypot: 'Leave this field empty',
      nameRequired: 'Please enter your name.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Enter an email address like name@example.com.',
      phoneRequired: 'Please enter your phone number.',
      phoneInvalid: 'Use 5 to 15 digits; spaces and + ( ) - . are fine.',
      commentsRequired: 'Please tell us how we can help.',
      tooLong: (max: number, length: number) => `Too long: ${length} characters. Please keep it to ${max}.`,
      charactersUsed: (length: number, max: number) => `${length} of ${max} characters`,
      planInterest: (plan: string) => `I'm interested in the ${plan} plan.`,
    },
    comment: {
      name: 'Your Name',
      email: 'Email Address',
      comment: 'Your Comment',
      submit: 'Post Comment',
    },
    newsletter: {
      email: 'Email address',
      placeholder: 'Your email address',
      submit: 'Subscribe',
    },
  },
  inquiry: {
    success: 'Form submitted successfully!',
    failure: 'Failed to submit the form. Please try again.',
    unexpected: 'An unexpected error occurred.',
  },
  footer: {
    contactTitle: 'Contact',
    addressTitle: 'Address',
    phoneTitle: 'Phone',
    rights: 'All rights reserved.',
    footerNav: 'Footer',
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
