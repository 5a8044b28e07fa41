import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { focusRingInset } from '../../theme';

/**
 * The rows of the header's lists (drop-downs, the phone menu): plain links and disclosure summaries
 * styled once by their list, so each row is a bare `<a>` in the page's HTML rather than a component's
 * markup and classes repeated for every link of every menu.
 */
export const menuRowsSx = (theme: Theme): SystemStyleObject<Theme> => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  '& a, & summary': {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    boxSizing: 'border-box',
    minHeight: 48,
    px: 2,
    py: 1,
    color: 'text.primary',
    textDecoration: 'none',
    cursor: 'pointer',
    ...theme.typography.body1,
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': focusRingInset,
    '&[aria-current="page"]': { bgcolor: 'action.selected' },
  },
  '& svg': { fontSize: 20, color: 'text.secondary' },
});
