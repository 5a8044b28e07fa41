import Box from '@mui/material/Box';

export interface HoneypotFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the
 * tab order, no autofill); form-filling bots fill it. Named `website` like the endpoint's trap.
 */
export function HoneypotField({ id, label, value, onChange }: HoneypotFieldProps) {
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: -10000, top: 'auto', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </Box>
  );
}
