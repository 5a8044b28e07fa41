import * as t from 'virtual:messages/duties';
import type { Duty } from '../types/content';

/** 'How we work': responsibilities of the registered agent (spec section 3). */
export const duties: Duty[] = [
  { id: 1, number: '01', title: t.acceptCorrespondence_title, text: t.acceptCorrespondence_text },
  { id: 2, number: '02', title: t.maintainAvailability_title, text: t.maintainAvailability_text },
  { id: 3, number: '03', title: t.physicalAddress_title, text: t.physicalAddress_text },
  { id: 4, number: '04', title: t.forwardDocuments_title, text: t.forwardDocuments_text },
  { id: 5, number: '05', title: t.stateCompliance_title, text: t.stateCompliance_text },
  { id: 6, number: '06', title: t.protectPrivacy_title, text: t.protectPrivacy_text },
];
