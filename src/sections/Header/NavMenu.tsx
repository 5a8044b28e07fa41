import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { PageLink } from '../../platform';
import type { HeaderNavItem } from './types';

export interface NavMenuProps {
  id: string;
  anchor: HTMLElement | null;
  items: HeaderNavItem[];
  onClose: () => void;
}

/** The drop-down of a desktop nav group. */
export function NavMenu({ id, anchor, items, onClose }: NavMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {items.map((child) => (
        <MenuItem key={child.to} component={PageLink} to={child.to} onClick={onClose}>
          {child.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
