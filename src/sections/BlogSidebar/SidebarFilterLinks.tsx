import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { SiteLink } from '../../components/SiteLink';
import type { SidebarFilterItem } from './types';

export interface SidebarFilterLinksProps {
  items: SidebarFilterItem[];
  /** The filtered list URL of one value: '/blog-with-sidebar?category=Taxes'. */
  hrefFor: (value: string) => string;
  /** The value the list is filtered by now, marked with aria-current. */
  current?: string;
}

/** A list of links that each filter the blog by one value (categories, archive months). */
export function SidebarFilterLinks({ items, hrefFor, current }: SidebarFilterLinksProps) {
  const active = current?.trim().toLowerCase();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ label, value, count }) => {
        const isCurrent = active === value.toLowerCase();
        return (
          <li key={value}>
            <Link
              component={SiteLink}
              to={hrefFor(value)}
              aria-current={isCurrent ? 'true' : undefined}
              color="inherit"
              sx={[{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }, isCurrent && { fontWeight: 700, color: 'primary.main' }]}
            >
              <span>{label}</span>
              {count === undefined ? null : <span>({count})</span>}
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}
