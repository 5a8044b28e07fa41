import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useClientValue } from '../../platform';

export interface ColorSchemeToggleProps {
  toLightLabel: string;
  toDarkLabel: string;
}

/**
 * Switches and remembers the visitor's scheme. Both icons are rendered and CSS shows the right one,
 * because the scheme is unknown until the page runs in the browser.
 */
export function ColorSchemeToggle({ toLightLabel, toDarkLabel }: ColorSchemeToggleProps) {
  const { colorScheme, setMode } = useColorScheme();
  // The prerendered label is the light one; the visitor's own shows once the page has hydrated.
  const isDark = useClientValue(colorScheme === 'dark', false);
  return (
    <IconButton
      color="inherit"
      aria-label={isDark ? toLightLabel : toDarkLabel}
      onClick={() => setMode(isDark ? 'light' : 'dark')}
      sx={(theme) => ({
        '& .to-light': { display: 'none' },
        ...theme.applyStyles('dark', { '& .to-light': { display: 'block' }, '& .to-dark': { display: 'none' } }),
      })}
    >
      <LightModeIcon className="to-light" />
      <DarkModeIcon className="to-dark" />
    </IconButton>
  );
}
