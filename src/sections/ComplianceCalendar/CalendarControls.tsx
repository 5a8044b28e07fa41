import Box from '@mui/material/Box';
import { NativeSelectField } from '../../components/NativeSelectField';
import type { YearMonth } from './deadlines';

export interface CalendarControlsLabels {
  state: string;
  type: string;
  formedMonth: string;
  formedYear: string;
  /** January to December. */
  months: string[];
}

export interface CalendarControlsProps {
  states: { code: string; name: string }[];
  types: { id: string; label: string }[];
  state: string;
  type: string;
  formed: YearMonth;
  years: number[];
  onChange: (next: { state?: string; type?: string; formed?: YearMonth }) => void;
  /** What is wrong with a value from the address, said under its field. */
  errors: { state?: string; type?: string; formed?: string };
  labels: CalendarControlsLabels;
}

/** State, kind of company and month of formation: native selects, so they work on every device and read well. */
export function CalendarControls({ states, types, state, type, formed, years, onChange, errors, labels }: CalendarControlsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '1fr' } }}>
      <NativeSelectField
        id="calendar-state"
        label={labels.state}
        value={state}
        options={states.map((option) => ({ value: option.code, label: option.name }))}
        onChange={(value) => onChange({ state: value })}
        note={errors.state}
        noteIsError
      />
      <NativeSelectField
        id="calendar-type"
        label={labels.type}
        value={type}
        options={types.map((option) => ({ value: option.id, label: option.label }))}
        onChange={(value) => onChange({ type: value })}
        note={errors.type}
        noteIsError
      />
      <NativeSelectField
        id="calendar-formed-month"
        label={labels.formedMonth}
        value={String(formed.month)}
        options={labels.months.map((name, index) => ({ value: String(index + 1), label: name }))}
        onChange={(value) => onChange({ formed: { ...formed, month: Number(value) } })}
        note={errors.formed}
        noteIsError
      />
      <NativeSelectField
        id="calendar-formed-year"
        label={labels.formedYear}
        value={String(formed.year)}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
        onChange={(value) => onChange({ formed: { ...formed, year: Number(value) } })}
      />
    </Box>
  );
}
