import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useNavigate } from '../../platform';

export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  /** Where the query goes, as `?search=`. */
  action: string;
  labels: { search: string; searchPlaceholder: string; closeSearch: string };
}

/** A full-width search bar over the page; it searches the blog. */
export function SearchOverlay({ open, onClose, action, labels }: SearchOverlayProps) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('search');
    onClose();
    navigate(`${action}?${new URLSearchParams({ search: String(query ?? '') })}`);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-label={labels.search} slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 10 } } }}>
      <Box component="form" method="get" action={action} role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, p: 2, alignItems: 'center' }}>
        <TextField
          name="search"
          type="search"
          required
          autoFocus
          label={labels.search}
          placeholder={labels.searchPlaceholder}
          slotProps={{
            input: {
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
        <IconButton onClick={onClose} aria-label={labels.closeSearch}>
          <CloseIcon />
        </IconButton>
      </Box>
    </Dialog>
  );
}
