import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { hrefTo, typedBeforeHydration, useNavigate, usePageAddress } from '../../platform';

export interface SidebarSearchProps {
  /** The list the query goes to, as `?search=`. */
  action: string;
  labels: { searchLabel: string; searchPlaceholder: string; searchSubmit: string };
}

/** Searches post titles by sending the visitor to the filtered list; the box empties after each search. */
export function SidebarSearch({ action, labels }: SidebarSearchProps) {
  const navigate = useNavigate();
  // Without its code the form's own GET goes to the list in the page's language, as a link does.
  const address = usePageAddress();
  const inputId = useId();
  const [query, setQuery] = useState(() => typedBeforeHydration(inputId) ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = query.trim();
    if (!search) return;
    setQuery('');
    navigate(`${action}?${new URLSearchParams({ search })}`);
  };
  return (
    <Box component="form" role="search" method="get" action={hrefTo(action, address)} onSubmit={submit}>
      <TextField
        id={inputId}
        name="search"
        type="search"
        required
        fullWidth
        label={labels.searchLabel}
        placeholder={labels.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          input: {
            sx: { bgcolor: 'background.default' },
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={labels.searchSubmit}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
