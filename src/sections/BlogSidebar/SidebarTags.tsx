import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SiteLink } from '../../components/SiteLink';

export interface SidebarTagsProps {
  tags: string[];
  hrefFor: (tag: string) => string;
  /** The tag the list is filtered by now. */
  current?: string;
}

/** The tag cloud: each tag filters the blog list. */
export function SidebarTags({ tags, hrefFor, current }: SidebarTagsProps) {
  const active = current?.trim().toLowerCase();
  return (
    <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}>
      {tags.map((tag) => {
        const isCurrent = active === tag.toLowerCase();
        return (
          <li key={tag}>
            <Chip
              component={SiteLink}
              to={hrefFor(tag)}
              clickable
              label={tag}
              aria-current={isCurrent ? 'true' : undefined}
              color={isCurrent ? 'primary' : 'default'}
              variant={isCurrent ? 'filled' : 'outlined'}
              sx={isCurrent ? undefined : { bgcolor: 'background.default' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
