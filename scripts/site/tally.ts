import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** Counts one test file contributes to the summary line the global teardown prints. */
export interface Tally {
  routes: number;
  visits: number;
  internalLinks: number;
  externalLinks: number;
  assets: number;
  violations: number;
  problems: number;
}

export function writeTally(name: string, tally: Partial<Tally>) {
  writeFileSync(path.join(inject('tallyDir'), `${name}.json`), JSON.stringify(tally));
}
