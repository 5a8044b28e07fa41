import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rounded } from '../../theme/tokens';
import type { DelawareFranchiseTaxResult } from './delawareFranchiseTax';
import type { CostCalculatorLabels } from './labels';

export interface FranchiseTaxPanelProps {
  headingId: string;
  result: DelawareFranchiseTaxResult;
  reportFee: number;
  labels: CostCalculatorLabels;
}

/** Delaware's two franchise tax methods next to each other, the lower one marked. */
export function FranchiseTaxPanel({ headingId, result, reportFee, labels }: FranchiseTaxPanelProps) {
  const f = labels.franchiseTax;
  const methods = [
    { id: 'authorizedShares' as const, name: f.authorizedShares, amount: result.authorizedShares, detail: null },
    {
      id: 'assumedParValue' as const,
      name: f.assumedParValue,
      amount: result.assumedParValue,
      detail: result.assumedParValueCapital === null ? null : f.capital(labels.money(Math.round(result.assumedParValueCapital * 100) / 100)),
    },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {f.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 720 }}>
        {f.text}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, m: 0 }}>
        {methods.map((method) => {
          const lower = result.lowerMethod === method.id;
          return (
            <Box
              key={method.id}
              sx={[{ border: 1, borderColor: 'divider', borderRadius: rounded('lg'), p: 2.5, bgcolor: 'background.default' }, lower && { borderColor: 'primary.main', borderWidth: 2 }]}
            >
              <Typography component="dt" variant="subtitle2">
                {method.name}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0, mt: 0.5, fontSize: '1.5rem' }} data-testid={`franchise-${method.id}`}>
                {method.amount === null ? f.notUsable : labels.money(method.amount)}
              </Typography>
              {method.detail ? (
                <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                  {method.detail}
                </Typography>
              ) : null}
              {lower ? (
                <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5, color: 'primary.main', fontWeight: 600 }}>
                  {f.lower}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {f.reportFee(labels.money(reportFee))}
      </Typography>
    </Box>
  );
}
