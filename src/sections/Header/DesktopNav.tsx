import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { HeaderNavItem } from './types';

const navButtonSx = { px: 1.25, minWidth: 0, '& .MuiButton-endIcon': { ml: 0.25 } };

function NavGroup({ item }: { item: HeaderNavItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!item.children?.length) {
    return (
      <Button component={RouterLink} to={item.to} color="inherit" sx={navButtonSx}>
        {item.label}
      </Button>
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {item.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {item.children.map((child) => (
          <MenuItem key={child.to} component={RouterLink} to={child.to} onClick={() => setAnchor(null)}>
            {child.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function DesktopNav({ items, label }: { items: HeaderNavItem[]; label: string }) {
  return (
    <Stack component="nav" aria-label={label} direction="row" spacing={0} sx={{ display: { xs: 'none', lg: 'flex' } }}>
      {items.map((item) => (
        <NavGroup key={item.label} item={item} />
      ))}
    </Stack>
  );
}
