import { useMatches } from 'react-router';

export type ForcedScheme = 'dark' | 'light' | null;

interface SchemeHandle {
  colorScheme?: 'dark' | 'light';
}

/** The scheme a route forces through its `handle` (dark route variants), or null when the visitor chooses. */
export function useForcedScheme(): ForcedScheme {
  const matches = useMatches();
  for (const match of matches) {
    const handle = match.handle as SchemeHandle | undefined;
    if (handle?.colorScheme) return handle.colorScheme;
  }
  return null;
}
