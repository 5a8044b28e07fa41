import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface CountryOption {
  code: string;
  name: string;
  /** Other names it is searched by ('UAE', 'Turkey'). */
  aliases: string[];
}

export interface CountryFieldLabels {
  /** Shown in the open list when nothing matches what was typed. */
  noOptions: string;
  /** Accessible name of the arrow button that opens the list. */
  open: string;
  /** Accessible name of the arrow button that closes the list. */
  close: string;
  /** Accessible name of the button that empties the field. */
  clear: string;
}

export interface CountryFieldProps {
  id: string;
  label: string;
  options: CountryOption[];
  value: CountryOption | null;
  onChange: (value: CountryOption | null) => void;
  /** Said under the field: a hint, or what is wrong (with `error`). */
  helperText?: string;
  error?: boolean;
  labels: CountryFieldLabels;
}

// Matches any part of the name, another name or the code: 'king' finds the United Kingdom.
const filterOptions = createFilterOptions<CountryOption>({ stringify: (option) => [option.name, ...option.aliases, option.code].join(' ') });

/** A searchable list of every country: an ARIA combobox (type to filter, arrows to move, Enter to pick). */
export function CountryField({ id, label, options, value, onChange, helperText, error = false, labels }: CountryFieldProps) {
  return (
    <Autocomplete
      id={id}
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.code}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      filterOptions={filterOptions}
      autoHighlight
      noOptionsText={labels.noOptions}
      openText={labels.open}
      closeText={labels.close}
      clearText={labels.clear}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
