import type { Cta } from '../../types/content';

export interface ServiceListLabels {
  /** Visible text of a service's link. */
  learnMore: string;
  /** Accessible name of a service's link, so a list of 'Learn more' links still says where each goes. */
  learnMoreAbout: (title: string) => string;
}

/** The call-to-action panel: beside the compact list and in the detail sidebar. */
export interface ServiceHelp {
  title: string;
  text: string;
  cta: Cta;
}
