import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { hrefTo, usePageAddress } from '../../platform';
import type { LaunchPlanLabels } from './labels';
import type { FounderProfile } from './plan';
import { type PlanField, helpChoose, marketOptions, maxOwners, paymentOptions, planParams, planTypes, sellsOptions } from './planQuery';

export interface PlanQuestionsProps {
  profile: FounderProfile;
  /** Values from the address that were not used, by field: said under the field. */
  unknown: Partial<Record<PlanField, string>>;
  countries: { code: string; name: string }[];
  states: { code: string; name: string }[];
  labels: LaunchPlanLabels;
}

interface SelectProps {
  field: PlanField;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  note?: string;
}

/** A labelled native select that the form sends by its name: the device's own picker, and no script needed. */
function QuestionSelect({ field, label, value, options, note }: SelectProps) {
  const id = `plan-${field}`;
  return (
    <FormControl fullWidth error={Boolean(note)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect defaultValue={value} input={<OutlinedInput notched label={label} />} inputProps={{ id, name: planParams[field], 'aria-describedby': note ? `${id}-note` : undefined }}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {note ? <FormHelperText id={`${id}-note`}>{note}</FormHelperText> : null}
    </FormControl>
  );
}

/**
 * The eight questions as a plain GET form: sent, it opens the page again with the answers in its
 * address, so the plan reads, shares and bookmarks the same with or without JavaScript.
 */
export function PlanQuestions({ profile, unknown, countries, states, labels }: PlanQuestionsProps) {
  const l = labels.form;
  const note = (field: PlanField) => (unknown[field] ? l.unknown(unknown[field]) : undefined);
  const startId = 'plan-start';
  // The page's own address in its language: the answers come back to it as its query.
  const action = hrefTo(labels.paths.self, usePageAddress());
  return (
    <Box component="form" method="get" action={action} aria-labelledby="plan-form-title" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="plan-form-title" variant="h4" component="h3">
        {l.title}
      </Typography>
      <QuestionSelect field="country" label={l.residence} value={profile.residence} options={countries.map((c) => ({ value: c.code, label: c.name }))} note={note('country')} />
      <QuestionSelect
        field="citizenship"
        label={l.citizenship}
        value={profile.citizenship ?? ''}
        options={[{ value: '', label: l.sameAsResidence }, ...countries.map((c) => ({ value: c.code, label: c.name }))]}
        note={note('citizenship')}
      />
      <QuestionSelect field="type" label={l.type} value={profile.type} options={planTypes.map((id) => ({ value: id, label: l.types[id] }))} note={note('type')} />
      <QuestionSelect
        field="state"
        label={l.state}
        value={profile.state ?? helpChoose}
        options={[...states.map((s) => ({ value: s.code, label: s.name })), { value: helpChoose, label: l.helpChoose }]}
        note={note('state')}
      />
      <QuestionSelect
        field="owners"
        label={l.owners}
        value={String(profile.owners)}
        options={Array.from({ length: maxOwners }, (_, i) => ({ value: String(i + 1), label: i + 1 === maxOwners ? l.ownersMany(maxOwners) : l.ownersOption(i + 1) }))}
        note={note('owners')}
      />
      <QuestionSelect field="sells" label={l.sells} value={profile.sells} options={sellsOptions.map((id) => ({ value: id, label: l.sellsOptions[id] }))} note={note('sells')} />
      <QuestionSelect field="market" label={l.market} value={profile.market} options={marketOptions.map((id) => ({ value: id, label: l.marketOptions[id] }))} note={note('market')} />
      <QuestionSelect field="payments" label={l.payments} value={profile.payments} options={paymentOptions.map((id) => ({ value: id, label: l.paymentOptions[id] }))} note={note('payments')} />
      <FormControl fullWidth error={Boolean(note('start'))}>
        <InputLabel htmlFor={startId} shrink>
          {l.start}
        </InputLabel>
        <OutlinedInput
          notched
          label={l.start}
          type="date"
          defaultValue={profile.start}
          inputProps={{ id: startId, name: planParams.start, required: true, 'aria-describedby': note('start') ? `${startId}-note` : undefined }}
        />
        {note('start') ? <FormHelperText id={`${startId}-note`}>{note('start')}</FormHelperText> : null}
      </FormControl>
      <Button type="submit" variant="contained" size="large">
        {l.submit}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {l.help}
      </Typography>
    </Box>
  );
}
