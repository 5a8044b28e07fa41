import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StateCode, StateFacts } from '../../types/stateCosts';
import { companyTypes, type CompanyType, type CostInputs, type CostPlan } from './costMath';
import { maxYears, minYears } from './costQuery';
import type { CostCalculatorLabels } from './labels';
import { NativeSelectField } from '../../components/NativeSelectField';

export interface CostInputsFormProps {
  inputs: CostInputs;
  states: StateCode[];
  stateFacts: Record<StateCode, StateFacts>;
  plans: CostPlan[];
  /** A note per field whose value in the address was not used. */
  notes: Partial<Record<'state' | 'type' | 'years' | 'plan', string>>;
  labels: CostCalculatorLabels;
  /** The inputs this change sets. */
  onChange: (change: Partial<CostInputs>) => void;
  idPrefix: string;
}

const years = Array.from({ length: maxYears - minYears + 1 }, (_, i) => minYears + i);

/** The calculator's choices: state, kind of company, years and an optional plan, as native selects. */
export function CostInputsForm({ inputs, states, stateFacts, plans, notes, labels, onChange, idPrefix }: CostInputsFormProps) {
  const select = (field: 'state' | 'type' | 'years' | 'plan', label: string, value: string, options: { value: string; label: string }[], parse: (v: string) => Partial<CostInputs>) => (
    <NativeSelectField id={`${idPrefix}-${field}`} label={label} value={value} options={options} onChange={(v) => onChange(parse(v))} note={notes[field]} />
  );

  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {labels.form.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {select(
          'state',
          labels.form.state,
          inputs.state,
          states.map((code) => ({ value: code, label: stateFacts[code].name })),
          (v) => ({ state: v as StateCode }),
        )}
        {select(
          'type',
          labels.form.type,
          inputs.type,
          companyTypes.map((type) => ({ value: type, label: labels.typeNames[type] })),
          (v) => ({ type: v as CompanyType }),
        )}
        {select(
          'years',
          labels.form.years,
          String(inputs.years),
          years.map((n) => ({ value: String(n), label: labels.form.yearsOption(n) })),
          (v) => ({ years: Number(v) }),
        )}
        {select('plan', labels.form.plan, inputs.plan ?? '', [{ value: '', label: labels.form.noPlan }, ...plans.map((plan) => ({ value: plan.id, label: plan.label }))], (v) => ({
          plan: v === '' ? null : v,
        }))}
      </Box>
    </Box>
  );
}
