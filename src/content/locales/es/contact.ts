import type * as en from '../../contact';
import { countryName } from '../../countries';
import { site } from '../../site';
import { ui } from '../../ui';

/** La página de contacto (/contact-us): el formulario de consulta junto a la oficina en EE. UU. */
export const contactHeading: typeof en.contactHeading = {
  eyebrow: 'Ponte en contacto',
  title: 'Cuéntanos sobre tu negocio',
  text: 'Dónde vives, qué vendes y qué necesitas en EE. UU. Un especialista en constitución de empresas te responde en un día hábil con la estructura, el estado y el plan adecuados.',
};

const form = ui.forms.contact;

export const contactFormLabels: typeof en.contactFormLabels = {
  title: 'Envíanos un mensaje',
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
  title: 'Nuestra oficina en EE. UU.',
  text: '¿Prefieres hablar? Llama a nuestro equipo de Nueva York de lunes a viernes, de 9:00 a 18:00, hora del Este de EE. UU.',
  brandName: site.brandName,
  address: { label: ui.header.addressHeading, lines: site.address.lines },
  phone: { label: ui.header.phoneHeading, display: site.phone.display, href: site.phone.href },
  email: { label: ui.header.emailHeading, address: site.emails.general },
};

/** Los comentarios con los que empieza quien llega desde el botón de un plan (`/contact-us?plan=Custom`). */
export function planComments(plan: string | null): string | undefined {
  // Solo un nombre corto e imprimible: el parámetro puede venir de cualquier enlace de la web.
  const name = plan?.replace(/[^\p{L}\p{N} .,&+'()/-]/gu, '').trim().slice(0, 60);
  return name ? form.planInterest(name) : undefined;
}

/** Los comentarios con los que empieza quien viene de la consulta por país (`/contact-us?country=NG`): solo se nombra un país conocido. */
export function countryComments(code: string | null): string | undefined {
  const name = code ? countryName(code.trim()) : undefined;
  return name ? `Vivo en ${name}. ¿Qué servicios puedo usar desde allí y qué configuración me recomiendan?` : undefined;
}

/** Plan y país juntos, cuando un enlace trae los dos. */
export function inquiryComments(plan: string | null, country: string | null): string | undefined {
  const parts = [planComments(plan), countryComments(country)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
