import type * as en from '../../contact';
import { countryName } from '../../countries';
import { site } from '../../site';
import { ui } from '../../ui';

/** A página de contato (/contact-us): o formulário ao lado do escritório nos EUA. */
export const contactHeading: typeof en.contactHeading = {
  eyebrow: 'Fale conosco',
  title: 'Conte-nos sobre o seu negócio',
  text: 'Onde você mora, o que você vende e do que precisa nos EUA. Um especialista em abertura de empresas responde em até um dia útil com a estrutura, o estado e o plano certos.',
};

const form = ui.forms.contact;

export const contactFormLabels: typeof en.contactFormLabels = {
  title: 'Envie uma mensagem',
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
  title: 'Nosso escritório nos EUA',
  text: 'Prefere conversar? Ligue para a nossa equipe em Nova York, de segunda a sexta, das 9h às 18h (horário do leste dos EUA).',
  brandName: site.brandName,
  address: { label: ui.header.addressHeading, lines: site.address.lines },
  phone: { label: ui.header.phoneHeading, display: site.phone.display, href: site.phone.href },
  email: { label: ui.header.emailHeading, address: site.emails.general },
};

/** O comentário inicial quando o botão de um plano trouxe o visitante até aqui (`/contact-us?plan=Custom`). */
export function planComments(plan: string | null): string | undefined {
  // Só um nome curto e imprimível: o parâmetro pode vir de qualquer link da web.
  const name = plan?.replace(/[^\p{L}\p{N} .,&+'()/-]/gu, '').trim().slice(0, 60);
  return name ? form.planInterest(name) : undefined;
}

/** O comentário inicial depois da consulta por país (`/contact-us?country=NG`): só um país conhecido é citado. */
export function countryComments(code: string | null): string | undefined {
  const name = code ? countryName(code.trim()) : undefined;
  return name ? `País onde moro: ${name}. Quais dos seus serviços posso usar daqui e qual estrutura vocês recomendam?` : undefined;
}

/** Plano e país juntos, quando o link traz os dois. */
export function inquiryComments(plan: string | null, country: string | null): string | undefined {
  const parts = [planComments(plan), countryComments(country)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
