import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { PageLink } from '../../platform';
import { Prerendered, lazyComponent } from '../../platform';
import type { HeaderNavItem } from './types';

// Menus (with their popover and focus handling) load when a visitor first reaches for one.
const NavMenu = lazyComponent(() => import('./NavMenu').then((m) => m.NavMenu));

const navButtonSx = { px: 1.25, minWidth: 0, '& .MuiButton-endIcon': { ml: 0.25 } };

function NavGroup({ item }: { item: HeaderNavItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  if (!item.children?.length) {
    // A plain link needs no code.
    return (
      <Prerendered>
        <Button component={PageLink} to={item.to} color="inherit" sx={navButtonSx}>
          {item.label}
        </Button>
      </Prerendered>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        sx={navButtonSx}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMoreIcon />}
        onPointerEnter={NavMenu.preload}
        onFocus={NavMenu.preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {item.label}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <NavMenu id={menuId} anchor={anchor} items={item.children} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The menu bar of wide screens; a narrower one has the menu button instead. */
export function DesktopNav({ items, label, from }: { items: HeaderNavItem[]; label: string; /** The window width (px) it fits from. */ from: number }) {
  return (
    <Box component="nav" aria-label={label} sx={(theme) => ({ display: 'none', [theme.breakpoints.up(from)]: { display: 'flex' } })}>
      {items.map((item) => (
        <NavGroup key={item.label} item={item} />
      ))}
    </Box>
  );
}
