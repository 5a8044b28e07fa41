import type { ReactNode } from 'react';

/**
 * A US phone number or street address inside text of any direction: isolated and read left to
 * right, so an Arabic page shows '+1 (212) 555-0147', not '555-0147 (212) 1+'.
 */
export function LeftToRight({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
