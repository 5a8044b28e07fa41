import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface NativeSelectFieldProps {
  /** The select's id, unique on the page: the label and the note point at it. */
  id: string;
  label: string;
  value: string;
  /** In the order shown, each with the words the visitor reads. */
  options: { value: string; label: string }[];
  /** Called with the value picked. */
  onChange: (value: string) => void;
  /** Said under the field, e.g. that a value from the address was not used. */
  note?: string;
  /** The note says what is wrong: the field is marked as in error. */
  noteIsError?: boolean;
}

/** A labelled native select in the outlined style: the device's own picker, and no menu code to load. */
export function NativeSelectField({ id, label, value, options, onChange, note, noteIsError = false }: NativeSelectFieldProps) {
  const noteId = `${id}-note`;
  return (
    <FormControl fullWidth error={Boolean(note) && noteIsError}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} input={<OutlinedInput notched label={label} />} inputProps={{ id, 'aria-describedby': note ? noteId : undefined }}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {note ? <FormHelperText id={noteId}>{note}</FormHelperText> : null}
    </FormControl>
  );
}
