import { footerAbout, footerColumns, footerContact } from './footer';
import { siteFacts as site } from './siteFacts';
import { ui } from './ui';
import type { FooterProps } from '../sections/Footer';

/** The footer every page shares, built from the content modules. */
export const footerContent = {
  brandName: site.brandName,
  tagline: footerAbout.text,
  columns: footerColumns,
  contact: footerContact,
  labels: ui.footer,
} satisfies FooterProps;
