import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePopoverId } from './usePopoverId';
import { SiteLink } from '../../components/SiteLink';
import { anchorName } from './anchorName';
import { MenuPopover } from './MenuPopover';
import type { HeaderNavItem } from './types';

const navButtonSx = { px: 1.25, minWidth: 0, '& .MuiButton-endIcon': { ml: 0.25 } };

function NavGroup({ item }: { item: HeaderNavItem }) {
  const id = usePopoverId();
  if (!item.children?.length) {
    return (
      <Button component={SiteLink} to={item.to} color="inherit" sx={navButtonSx}>
        {item.label}
      </Button>
    );
  }
  return (
    <>
      <Button color="inherit" sx={navButtonSx} style={{ anchorName: anchorName(id) }} endIcon={<ExpandMoreIcon />} popoverTarget={id}>
        {item.label}
      </Button>
      <MenuPopover id={id} anchor={anchorName(id)}>
        {item.children.map((child) => (
          <li key={child.to}>
            <SiteLink to={child.to}>{child.label}</SiteLink>
          </li>
        ))}
      </MenuPopover>
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
