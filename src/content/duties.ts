import type { Duty } from '../types/content';

/** 'How we work': responsibilities of the registered agent (spec section 3). */
export const duties: Duty[] = [
  {
    id: 1,
    number: '01',
    title: 'Accept Official Correspondence',
    text: 'We receive lawsuits, subpoenas and state notices on behalf of your company and log each one the day it arrives.',
  },
  {
    id: 2,
    number: '02',
    title: 'Maintain Availability',
    text: 'Someone is at our office during every business day, as state law requires, so a process server is never turned away.',
  },
  {
    id: 3,
    number: '03',
    title: 'Provide a Physical Address',
    text: 'Your company gets a real street address in its state of formation, never a PO box, for the public record.',
  },
  {
    id: 4,
    number: '04',
    title: 'Forward Documents Promptly',
    text: 'Every document is scanned and sent to your portal and email the same day, with urgent legal papers flagged.',
  },
  {
    id: 5,
    number: '05',
    title: 'Stay Compliant with State Requirements',
    text: 'We remind you of annual reports and franchise tax dates early, so your company stays in good standing.',
  },
  {
    id: 6,
    number: '06',
    title: 'Protect Privacy',
    text: 'Our address appears on public filings instead of your home address, keeping your personal details off the record.',
  },
];
