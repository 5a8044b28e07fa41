import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  inputMode: 'numeric' | 'decimal';
  /** What is wrong with the text, said next to the field. */
  error?: string;
}

/** A labelled text field for a number, without the code of MUI's TextField (which brings its Select). */
export function AmountField({ id, label, value, onChange, inputMode, error }: AmountFieldProps) {
  const errorId = `${id}-error`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ inputMode, autoComplete: 'off', 'aria-describedby': error ? errorId : undefined }}
      />
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
