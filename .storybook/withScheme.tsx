import { useColorScheme } from '@mui/material/styles';
import { type ReactNode, useEffect } from 'react';

/** Applies the toolbar's scheme through MUI, the way the header toggle does. */
export function SchemeSync({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(scheme);
  }, [scheme, setMode]);
  return <>{children}</>;
}
