import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';

export interface ColorSchemeToggleProps {
  toLightLabel: string;
  toDarkLabel: string;
}

/**
 * Switches and remembers the visitor's scheme (headerBehaviour.ts, which also names it for the
 * scheme it leads to). Both icons are rendered and CSS shows the right one, because the scheme is
 * known only in the browser.
 */
export function ColorSchemeToggle({ toLightLabel, toDarkLabel }: ColorSchemeToggleProps) {
  return (
    <IconButton
      color="inherit"
      aria-label={toDarkLabel}
      data-scheme-toggle=""
      data-to-light={toLightLabel}
      data-to-dark={toDarkLabel}
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
