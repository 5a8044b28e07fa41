import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { lazyComponent } from '../../platform';
import { useLocale } from '../../locale/useLocale';

const LanguageMenu = lazyComponent(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

export interface LanguageButtonProps {
  /** The button's name before the current language's ('Language'). */
  label: string;
}

/** Opens the language menu; shows the current language's code so the choice is visible at a glance. */
export function LanguageButton({ label }: LanguageButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const current = useLocale();
  const code = current.tag.split('-')[0].toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        // Starts with what it shows, so a visitor who says "click ES" reaches it.
        aria-label={`${code}, ${label}: ${current.name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={<TranslateIcon />}
        onPointerEnter={LanguageMenu.preload}
        onFocus={LanguageMenu.preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, px: 1, '& .MuiButton-startIcon': { mr: 0.75, ml: 0 } }}
      >
        {code}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
