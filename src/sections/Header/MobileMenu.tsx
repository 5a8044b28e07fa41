import CloseIcon from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePopoverId } from './usePopoverId';
import { SiteLink } from '../../components/SiteLink';
import { usePageLanguages } from '../../locale/usePageLanguages';
import { DrawerDialog } from './DrawerDialog';
import { closes } from './modalSx';
import { menuRowsSx } from './menuRowsSx';
import type { HeaderNavItem } from './types';

export interface MobileMenuProps {
  /** The dialog's id, which the menu button names. */
  id: string;
  items: HeaderNavItem[];
  navLabel: string;
  closeLabel: string;
  /** The scheme switch, which the header bar has no room for on phones. */
  schemeToggle?: ReactNode;
  /** The heading of this page's list of languages. */
  languageLabel: string;
}

const rowsSx = [
  menuRowsSx,
  {
    '& summary': { justifyContent: 'space-between' },
    '& summary::-webkit-details-marker': { display: 'none' },
    '& details[open] > summary svg': { transform: 'rotate(180deg)' },
    '& details a': { pl: 4 },
  },
];

/** The phone's menu: the whole navigation, Login, Free Trial and Sign In, the scheme switch and the languages. */
export function MobileMenu({ id, items, navLabel, closeLabel, schemeToggle, languageLabel }: MobileMenuProps) {
  const languages = usePageLanguages();
  const languagesId = usePopoverId();
  return (
    <DrawerDialog id={id} side="start" width={300} aria-label={navLabel}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 1 }}>
        <span>{schemeToggle}</span>
        <IconButton {...closes(id)} aria-label={closeLabel}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label={navLabel}>
        <Box component="ul" sx={rowsSx}>
          {items.map((item) => (
            <li key={item.label}>
              {item.children?.length ? (
                // A group's entries fold under its name: a native disclosure, no script.
                <details>
                  <summary>
                    {item.label}
                    <ExpandMore />
                  </summary>
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <SiteLink to={child.to}>{child.label}</SiteLink>
                      </li>
                    ))}
                  </Box>
                </details>
              ) : (
                <SiteLink to={item.to}>{item.label}</SiteLink>
              )}
            </li>
          ))}
        </Box>
      </nav>
      {languages.length > 1 ? (
        <>
          <Typography id={languagesId} variant="body2" sx={{ px: 2, pt: 2, pb: 1, color: 'text.secondary', fontWeight: 600 }}>
            {languageLabel}
          </Typography>
          <Box component="ul" aria-labelledby={languagesId} sx={menuRowsSx}>
            {languages.map((language) => (
              <li key={language.tag}>
                <a href={language.href} hrefLang={language.tag} lang={language.tag} aria-current={language.current ? 'page' : undefined} data-language-choice={language.tag}>
                  {language.name}
                </a>
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </DrawerDialog>
  );
}
