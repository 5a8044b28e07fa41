import t from 'virtual:messages/duties';
import type { Duty } from '../types/content';

/** 'How we work': responsibilities of the registered agent (spec section 3). */
export const duties: Duty[] = [
  { id: 1, number: '01', title: t.acceptCorrespondence.title, text: t.acceptCorrespondence.text },
  { id: 2, number: '02', title: t.maintainAvailability.title, text: t.maintainAvailability.text },
  { id: 3, number: '03', title: t.physicalAddress.title, text: t.physicalAddress.text },
  { id: 4, number: '04', title: t.forwardDocuments.title, text: t.forwardDocuments.text },
  { id: 5, number: '05', title: t.stateCompliance.title, text: t.stateCompliance.text },
  { id: 6, number: '06', title: t.protectPrivacy.title, text: t.protectPrivacy.text },
];
