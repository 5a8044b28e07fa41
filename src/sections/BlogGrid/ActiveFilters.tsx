import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { blogFilterKeys, type BlogFilters } from './filterPosts';

export interface ActiveFiltersLabels {
  /** Starts the status line, from the number of matching posts ('Showing 2 posts for'). */
  showing: (count: number) => string;
  /** Caption of the search chip, before the quoted words ('Search'). */
  search: string;
  /** Caption of the category chip ('Category'). */
  category: string;
  /** Caption of the tag chip ('Tag'). */
  tag: string;
  /** Caption of the archive month chip ('Archive'). */
  month: string;
  /** The link back to the unfiltered list ('Show all posts'). */
  clear: string;
  /** Shown under the status line when no post matches. */
  noMatch: string;
}

export interface ActiveFiltersProps {
  filters: BlogFilters;
  count: number;
  /** 'YYYY-MM' -> 'October 2026' for the month filter. */
  monthLabel?: (month: string) => string | undefined;
  labels: ActiveFiltersLabels;
}

/** What the list is filtered by, how many posts match, and the way back to every post. */
export function ActiveFilters({ filters, count, monthLabel, labels }: ActiveFiltersProps) {
  const shown = blogFilterKeys.filter((key) => filters[key]);
  return (
    <Stack spacing={2} sx={{ mb: 4 }}>
      <Stack direction="row" spacing={1} useFlexGap role="status" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="span">{labels.showing(count)}</Typography>
        {shown.map((key) => {
          const value = filters[key]!;
          const text = key === 'month' ? (monthLabel?.(value) ?? value) : key === 'search' ? `\u201c${value}\u201d` : value;
          return <Chip key={key} label={`${labels[key]}: ${text}`} sx={{ bgcolor: 'brand.tint', color: 'text.primary', fontWeight: 600 }} />;
        })}
      </Stack>
      {count === 0 ? <Typography sx={{ color: 'text.secondary' }}>{labels.noMatch}</Typography> : null}
      <div>
        <Button component={SiteLink} to={{ search: '' }} variant={count === 0 ? 'contained' : 'outlined'}>
          {labels.clear}
        </Button>
      </div>
    </Stack>
  );
}
