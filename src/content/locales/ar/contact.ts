import type * as en from '../../contact';
import { countryName } from '../../countries';
import { site } from '../../site';
import { ui } from '../../ui';

/** The contact page (/contact-us): the inquiry form beside the US office. */
export const contactHeading: typeof en.contactHeading = {
  eyebrow: 'تواصل معنا',
  title: 'أخبرنا عن نشاطك التجاري',
  text: 'أين تعيش، وماذا تبيع، وما الذي تحتاجه في الولايات المتحدة. يردّ عليك أخصائي تأسيس خلال يوم عمل واحد بالهيكل والولاية والباقة المناسبة.',
};

const form = ui.forms.contact;

export const contactFormLabels: typeof en.contactFormLabels = {
  title: 'أرسل لنا رسالة',
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
};

export const contactOffice: typeof en.contactOffice = {
  title: 'مكتبنا في الولايات المتحدة',
  text: 'تفضّل الحديث مباشرة؟ اتصل بفريقنا في نيويورك من الاثنين إلى الجمعة، من 9 صباحًا حتى 6 مساءً بتوقيت شرق الولايات المتحدة.',
  brandName: site.brandName,
  address: { label: ui.header.addressHeading, lines: site.address.lines },
  phone: { label: ui.header.phoneHeading, display: site.phone.display, href: site.phone.href },
  email: { label: ui.header.emailHeading, address: site.emails.general },
};

/** The comments a visitor starts with when a plan's button sent them here (`/contact-us?plan=Custom`). */
export const planComments: typeof en.planComments = (plan) => {
  // Only a short, printable name: the parameter comes from any link on the web.
  const name = plan?.replace(/[^\p{L}\p{N} .,&+'()/-]/gu, '').trim().slice(0, 60);
  return name ? form.planInterest(name) : undefined;
};

/** The comments a visitor starts with after the country check (`/contact-us?country=NG`): only a known country is named. */
export const countryComments: typeof en.countryComments = (code) => {
  const name = code ? countryName(code.trim()) : undefined;
  return name ? `أعيش في ${name}. أيّ خدماتكم يمكنني استخدامها من هناك، وما الإعداد الذي توصون به؟` : undefined;
};

/** Plan and country together, when a link carries both. */
export const inquiryComments: typeof en.inquiryComments = (plan, country) => {
  const parts = [planComments(plan), countryComments(country)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
};
