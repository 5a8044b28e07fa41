import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { hrefTo, useNavigate, usePageAddress } from '../../platform';
import { closes, modalSx } from './modalSx';

export interface SearchOverlayProps {
  /** The dialog's id, which the search button names. */
  id: string;
  /** Where the query goes, as `?search=`. */
  action: string;
  labels: { search: string; searchPlaceholder: string; closeSearch: string };
}

/**
 * A full-width search bar over the page, on a dimmed backdrop; it searches the blog. A native modal
 * dialog (`modalSx`) holding a plain GET form: it opens with its field focused (headerBehaviour.ts)
 * and sends the visitor to the blog's results with or without script.
 */
export function SearchOverlay({ id, action, labels }: SearchOverlayProps) {
  const navigate = useNavigate();
  // The form's own GET goes to the blog in the page's language, as every link does.
  const address = usePageAddress();
  // Only where React runs the header (Storybook): the page's router goes where the form's own GET
  // goes on the site, whose header is plain HTML.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('search');
    event.currentTarget.closest('dialog')?.close();
    navigate(`${action}?${new URLSearchParams({ search: String(query ?? '') })}`);
  };
  return (
    <Paper
      component="dialog"
      id={id}
      closedby="any"
      aria-label={labels.search}
      elevation={24}
      sx={[modalSx, { inset: 0, bottom: 'auto', mx: 'auto', mt: 10, width: 'calc(100% - 64px)', maxWidth: 900 }]}
    >
      <Box component="form" method="get" action={hrefTo(action, address)} role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, p: 2, alignItems: 'center' }}>
        <TextField
          name="search"
          type="search"
          required
          label={labels.search}
          placeholder={labels.searchPlaceholder}
          // The header never hydrates, so the field cannot float its label on focus: the label sits
          // on the outline from the start and the hint shows below it.
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-focus-on-open': '' },
            input: {
              notched: true,
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" aria-label={labels.search} edge="end">
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <IconButton {...closes(id)} aria-label={labels.closeSearch}>
          <CloseIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}
