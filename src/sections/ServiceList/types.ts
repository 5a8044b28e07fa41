import type { Cta } from '../../types/content';

export interface ServiceListLabels {
  /** Visible text of a service's link. */
  learnMore: string;
  /** Accessible name of a service's link, so a list of 'Learn more' links still says where each goes. */
  learnMoreAbout: (title: string) => string;
}

/** The call-to-action panel: beside the compact list and in the detail sidebar. */
export interface ServiceHelp {
  /** The panel's h3, which also names it ('Not sure which service you need?'). */
  title: string;
  /** One sentence under the title. */
  text: string;
  /** The panel's one button, e.g. to the contact page. */
  cta: Cta;
}
