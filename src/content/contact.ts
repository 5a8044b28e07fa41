import * as t from 'virtual:messages/contact';
import type { ContactFormLabels } from '../sections/ContactForm';
import type { ContactOfficeProps } from '../sections/ContactOffice';
import { countryName } from './countries';
import { site } from './site';
import { ui } from './ui';

/** The contact page (/contact-us): the inquiry form beside the US office. */
export const contactHeading = {
  eyebrow: t.heading_eyebrow,
  title: t.heading_title,
  text: t.heading_text,
};

const form = ui.forms.contact;

export const contactFormLabels = {
  title: t.form_title,
  name: form.name,
  email: form.email,
  phone: form.phone,
  comments: form.comments,
  commentsPlaceholder: form.commentsPlaceholder,
  submit: form.submit,
  submitting: form.submitting,
  honeypot: form.honeypot,
  nameRequired: form.nameRequired,
  emailRequired: form.emailRequired,
  emailInvalid: form.emailInvalid,
  phoneRequired: form.phoneRequired,
  phoneInvalid: form.phoneInvalid,
  commentsRequired: form.commentsRequired,
  tooLong: form.tooLong,
  charactersUsed: form.charactersUsed,
  success: ui.inquiry.success,
  failure: ui.inquiry.failure,
  unexpected: ui.inquiry.unexpected,
} satisfies ContactFormLabels;

export const contactOffice = {
  title: t.office_title,
  text: t.office_text,
  brandName: site.brandName,
  address: { label: ui.header.addressHeading, lines: site.address.lines },
  phone: { label: ui.header.phoneHeading, display: site.phone.display, href: site.phone.href },
  email: { label: ui.header.emailHeading, address: site.emails.general },
} satisfies ContactOfficeProps;

/** The comments a visitor starts with when a plan's button sent them here (`/contact-us?plan=Custom`). */
export function planComments(plan: string | null): string | undefined {
  // Only a short, printable name: the parameter comes from any link on the web.
  const name = plan
    ?.replace(/[^\p{L}\p{N} .,&+'()/-]/gu, '')
    .trim()
    .slice(0, 60);
  return name ? form.planInterest(name) : undefined;
}

/** The comments a visitor starts with after the country check (`/contact-us?country=NG`): only a known country is named. */
export function countryComments(code: string | null): string | undefined {
  const name = code ? countryName(code.trim()) : undefined;
  return name ? t.countryComments({ country: name }) : undefined;
}

/** Plan and country together, when a link carries both. */
export function inquiryComments(plan: string | null, country: string | null): string | undefined {
  const parts = [planComments(plan), countryComments(country)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
