import type * as en from '../../contact';
import { countryName } from '../../countries';
import { site } from '../../site';
import { ui } from '../../ui';

/** La page de contact (/contact-us) : le formulaire de demande à côté du bureau américain. */
export const contactHeading: typeof en.contactHeading = {
  eyebrow: 'Nous contacter',
  title: 'Parlez-nous de votre activité',
  text: 'Où vous vivez, ce que vous vendez et ce dont vous avez besoin aux États-Unis. Un spécialiste de la création de sociétés vous répond sous un jour ouvré avec la structure, l’État et le forfait qui vous conviennent.',
};

const form = ui.forms.contact;

export const contactFormLabels: typeof en.contactFormLabels = {
  title: 'Envoyez-nous un message',
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
  title: 'Notre bureau aux États-Unis',
  text: 'Vous préférez en parler\u202f? Appelez notre équipe de New York, du lundi au vendredi, de 9\u00a0h à 18\u00a0h (heure de l’Est des États-Unis).',
  brandName: site.brandName,
  address: { label: ui.header.addressHeading, lines: site.address.lines },
  phone: { label: ui.header.phoneHeading, display: site.phone.display, href: site.phone.href },
  email: { label: ui.header.emailHeading, address: site.emails.general },
};

/** Le message de départ quand le bouton d’un forfait a mené ici (`/contact-us?plan=Custom`). */
export const planComments: typeof en.planComments = (plan: string | null): string | undefined => {
  // Seulement un nom court et imprimable : le paramètre peut venir de n’importe quel lien.
  const name = plan?.replace(/[^\p{L}\p{N} .,&+'()/-]/gu, '').trim().slice(0, 60);
  return name ? form.planInterest(name) : undefined;
};

/** Le message de départ après la vérification par pays (`/contact-us?country=NG`) : seul un pays connu est nommé. */
export const countryComments: typeof en.countryComments = (code: string | null): string | undefined => {
  const name = code ? countryName(code.trim()) : undefined;
  return name ? `Mon pays de résidence\u00a0: ${name}. Quels services puis-je utiliser depuis ce pays, et quelle configuration me recommandez-vous\u202f?` : undefined;
};

/** Forfait et pays ensemble, quand un lien porte les deux. */
export const inquiryComments: typeof en.inquiryComments = (plan: string | null, country: string | null): string | undefined => {
  const parts = [planComments(plan), countryComments(country)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
};
