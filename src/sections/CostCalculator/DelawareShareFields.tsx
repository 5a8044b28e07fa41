import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type LocaleTag, number } from '../../platform/format';
import { useLocale } from '../../locale/useLocale';
import type { DelawareShareFacts } from './delawareFranchiseTax';
import { type CostInputProblem, parseAmount, parseWholeNumber } from './costQuery';
import { AmountField } from './AmountField';
import type { CostCalculatorLabels } from './labels';

type ShareField = 'shares' | 'issued' | 'assets' | 'par';

export interface DelawareShareFieldsProps {
  shares: DelawareShareFacts;
  /** The text of a field as given in the address, when it could not be used. */
  rejected: Partial<Record<ShareField, { text: string; problem: CostInputProblem }>>;
  labels: CostCalculatorLabels;
  onChange: (shares: DelawareShareFacts) => void;
  idPrefix: string;
}

type Parse = (text: string, locale: LocaleTag) => ReturnType<typeof parseAmount>;

const fields: { field: ShareField; key: keyof DelawareShareFacts; label: keyof CostCalculatorLabels['form']; parse: Parse }[] = [
  { field: 'shares', key: 'authorizedShares', label: 'authorizedShares', parse: (t, locale) => parseWholeNumber(t, 1, locale) },
  { field: 'issued', key: 'issuedShares', label: 'issuedShares', parse: (t, locale) => parseWholeNumber(t, 0, locale) },
  { field: 'assets', key: 'grossAssets', label: 'grossAssets', parse: parseAmount },
  { field: 'par', key: 'parValue', label: 'parValue', parse: parseAmount },
];

/** A figure as the page's language writes it; a par value keeps all its decimals (0.00001). */
const shown = (value: number, locale: LocaleTag) => number(value, locale, value >= 1 ? 2 : 20);

/**
 * The share facts Delaware's franchise tax depends on. A value that cannot be read stays in its
 * field with a message beside it, and the calculation keeps the last value that could.
 */
export function DelawareShareFields({ shares, rejected, labels, onChange, idPrefix }: DelawareShareFieldsProps) {
  const locale = useLocale().tag;
  const [texts, setTexts] = useState<Record<ShareField, string>>(
    () => Object.fromEntries(fields.map(({ field, key }) => [field, rejected[field]?.text ?? shown(shares[key], locale)])) as Record<ShareField, string>,
  );
  const [problems, setProblems] = useState<Partial<Record<ShareField, CostInputProblem>>>(() =>
    Object.fromEntries(fields.filter(({ field }) => rejected[field]).map(({ field }) => [field, rejected[field]!.problem])),
  );

  const change = (field: ShareField, key: keyof DelawareShareFacts, parse: Parse, text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    const parsed = parse(text, locale);
    if ('value' in parsed) {
      setProblems(({ [field]: _, ...rest }) => rest);
      onChange({ ...shares, [key]: parsed.value });
    } else {
      setProblems((current) => ({ ...current, [field]: parsed.problem }));
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {labels.form.delawareTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {labels.form.delawareText}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {fields.map(({ field, key, label, parse }) => {
          const problem = problems[field];
          return (
            <AmountField
              key={field}
              id={`${idPrefix}-${field}`}
              label={labels.form[label] as string}
              value={texts[field]}
              onChange={(text) => change(field, key, parse, text)}
              inputMode={field === 'shares' || field === 'issued' ? 'numeric' : 'decimal'}
              error={problem ? labels.problems[problem](texts[field], '') : undefined}
            />
          );
        })}
      </Box>
    </Box>
  );
}
