import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { focusRingInset } from '../../theme/focusRing';
import { rounded } from '../../theme/tokens';
import type { PricingTab, PricingTabId } from '../../types/content';

export interface PlanTabListProps {
  tabs: PricingTab[];
  selected: PricingTabId;
  /** The tab list's accessible name. */
  label: string;
  /** The address parameter the selected tab goes into. */
  param: string;
  tabDomId: (id: string) => string;
  panelDomId: (id: string) => string;
}

// On a narrow screen the tabs wrap onto a second row rather than scroll, so every category shows.
const listSx: SxProps<Theme> = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  maxWidth: '100%',
  borderBottom: 1,
  borderColor: 'divider',
};

// MUI's tab look (the theme's MuiTab and MuiTabs), drawn by CSS alone: the selected tab carries
// its indicator, so nothing measures or moves one.
const tabSx: SxProps<Theme> = (theme) => ({
  ...theme.typography.button,
  fontWeight: 600,
  textTransform: 'none',
  lineHeight: 1.25,
  flexShrink: 0,
  minWidth: 90,
  maxWidth: 360,
  minHeight: 48,
  py: 1.5,
  px: { xs: 2, sm: 3 },
  border: 0,
  m: 0,
  position: 'relative',
  bgcolor: 'transparent',
  color: 'text.secondary',
  cursor: 'pointer',
  '&:hover': { color: 'text.primary' },
  '&[aria-selected="true"]': { color: 'primary.main' },
  '&[aria-selected="true"]::after': { content: '""', position: 'absolute', insetInline: 0, bottom: 0, height: 3, borderRadius: rounded('pill'), bgcolor: 'primary.main' },
  // The strip clips what lies outside it, so the ring is drawn inside the tab.
  '&:focus-visible': focusRingInset,
});

/**
 * The plan categories as a tab list of plain buttons: the page's head script (tabsBehaviour.ts)
 * selects on a click or an arrow key, so the tabs need no code of their own.
 */
export function PlanTabList({ tabs, selected, label, param, tabDomId, panelDomId }: PlanTabListProps) {
  return (
    <Box role="tablist" aria-label={label} data-tab-param={param} sx={listSx}>
      {tabs.map((tab) => (
        <Box
          component="button"
          type="button"
          key={tab.id}
          role="tab"
          id={tabDomId(tab.id)}
          data-tab={tab.id}
          aria-controls={panelDomId(tab.id)}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          sx={tabSx}
        >
          {tab.label}
        </Box>
      ))}
    </Box>
  );
}
