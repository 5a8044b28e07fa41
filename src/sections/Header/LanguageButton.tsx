import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePopoverId } from './usePopoverId';
import { useLocale } from '../../locale/useLocale';
import { usePageLanguages } from '../../locale/usePageLanguages';
import { anchorName } from './anchorName';
import { MenuPopover } from './MenuPopover';

export interface LanguageButtonProps {
  /** The button's name before the current language's ('Language'). */
  label: string;
}

/**
 * Opens the page's languages, each named in its own language and the current one ticked; shows the
 * current language's code so the choice is visible at a glance. They are plain links: each language
 * is its own site, so choosing one loads that page afresh (and is remembered: headerBehaviour.ts).
 */
export function LanguageButton({ label }: LanguageButtonProps) {
  const id = usePopoverId();
  const current = useLocale();
  const languages = usePageLanguages();
  const code = current.tag.split('-')[0].toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        // Starts with what it shows, so a visitor who says "click ES" reaches it.
        aria-label={`${code}, ${label}: ${current.name}`}
        popoverTarget={id}
        startIcon={<TranslateIcon />}
        sx={{ minWidth: 0, px: 1, '& .MuiButton-startIcon': { mr: 0.75, ml: 0 } }}
        style={{ anchorName: anchorName(id) }}
      >
        {code}
      </Button>
      <MenuPopover id={id} anchor={anchorName(id)} align="end">
        {languages.map((language) => (
          <li key={language.tag}>
            <a href={language.href} hrefLang={language.tag} lang={language.tag} aria-current={language.current ? 'page' : undefined} data-language-choice={language.tag}>
              {/* The tick marks the current language; the others keep its room, so the names line up. */}
              {language.current ? <CheckIcon /> : <Box component="span" sx={{ width: 20, flexShrink: 0 }} />}
              {language.name}
            </a>
          </li>
        ))}
      </MenuPopover>
    </>
  );
}
