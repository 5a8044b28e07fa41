import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { type ReactNode, useState } from 'react';
import { AdaptiveAnchor } from '../../components/AdaptiveAnchor';
import ListSubheader from '@mui/material/ListSubheader';
import { rememberLanguage } from '../../locale/languageChoice';
import { usePageLanguages } from '../../locale/usePageLanguages';
import type { HeaderNavItem } from './types';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  items: HeaderNavItem[];
  navLabel: string;
  closeLabel: string;
  /** The scheme switch, which the header bar has no room for on phones. */
  schemeToggle?: ReactNode;
  /** The heading of this page's list of languages. */
  languageLabel: string;
}

export function MobileMenu({ open, onClose, items, navLabel, closeLabel, schemeToggle, languageLabel }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const languages = usePageLanguages();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': navLabel, sx: { width: 300 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 1 }}>
        <span>{schemeToggle}</span>
        <IconButton onClick={onClose} aria-label={closeLabel}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={navLabel}>
        <List>
          {items.map((item) =>
            item.children?.length ? (
              <ListItem key={item.label} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  aria-expanded={expanded === item.label}
                  onClick={() => setExpanded(expanded === item.label ? null : item.label)}
                >
                  <ListItemText primary={item.label} />
                  {expanded === item.label ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={expanded === item.label} unmountOnExit>
                  <List disablePadding>
                    {item.children.map((child) => (
                      <ListItem key={child.to} disablePadding>
                        <ListItemButton component={AdaptiveAnchor} href={child.to} onClick={onClose} sx={{ pl: 4 }}>
                          <ListItemText primary={child.label} />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                </Collapse>
              </ListItem>
            ) : (
              <ListItem key={item.label} disablePadding>
                <ListItemButton component={AdaptiveAnchor} href={item.to} onClick={onClose}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
      </Box>
      {languages.length > 1 ? (
        <List aria-labelledby="mobile-menu-languages" subheader={<ListSubheader id="mobile-menu-languages">{languageLabel}</ListSubheader>}>
          {languages.map((language) => (
            <ListItem key={language.tag} disablePadding>
              <ListItemButton
                component="a"
                href={language.href}
                hrefLang={language.tag}
                lang={language.tag}
                aria-current={language.current ? 'page' : undefined}
                selected={language.current}
                onClick={() => rememberLanguage(language.tag)}
              >
                <ListItemText primary={language.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Drawer>
  );
}
