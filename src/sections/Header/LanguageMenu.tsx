import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { rememberLanguage } from '../../locale/languageChoice';
import { usePageLanguages } from '../../locale/usePageLanguages';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The languages of the page, each named in its own language and marked with it. They are plain
 * links: each language is its own site, so choosing one loads that page afresh.
 */
export function LanguageMenu({ id, anchor, onClose }: LanguageMenuProps) {
  const languages = usePageLanguages();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.tag}
          component="a"
          href={language.href}
          hrefLang={language.tag}
          lang={language.tag}
          aria-current={language.current ? 'page' : undefined}
          selected={language.current}
          onClick={() => rememberLanguage(language.tag)}
        >
          <ListItemIcon>{language.current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{language.name}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
