import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StateCode, StateFacts } from '../../types/stateCosts';
import type { CostResult } from './costMath';
import type { CostCalculatorLabels } from './labels';
import { ScrollableTable } from './ScrollableTable';

export interface ComparisonTableProps {
  id: string;
  results: CostResult[];
  selected: StateCode;
  stateFacts: Record<StateCode, StateFacts>;
  caption: string;
  showPlan: boolean;
  labels: CostCalculatorLabels;
}

/** Every state's totals for the same inputs, cheapest first; the chosen state is marked. */
export function ComparisonTable({ id, results, selected, stateFacts, caption, showPlan, labels }: ComparisonTableProps) {
  const c = labels.comparison;
  const total = (result: CostResult) => (result.incomplete ? (result.total > 0 ? labels.atLeast(result.total) : labels.unconfirmed) : labels.money(result.total));
  return (
    <ScrollableTable id={id} caption={caption}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {c.state}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {c.formation}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {c.stateYearly}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {c.federal}
          </TableCell>
          {showPlan ? (
            <TableCell component="th" scope="col" align="right">
              {c.plan}
            </TableCell>
          ) : null}
          <TableCell component="th" scope="col" align="right">
            {c.total}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map((result) => {
          const facts = stateFacts[result.state];
          const isSelected = result.state === selected;
          return (
            <TableRow key={result.state} selected={isSelected} aria-current={isSelected ? 'true' : undefined}>
              <TableCell component="th" scope="row">
                {facts.name}
                {isSelected ? <Box component="span" sx={{ color: 'text.secondary' }}>{` (${c.yourChoice})`}</Box> : null}
                {facts.warning ? <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>{` (${c.warning})`}</Box> : null}
              </TableCell>
              <TableCell align="right">{result.unconfirmed.formation ? labels.unconfirmed : labels.money(result.formation)}</TableCell>
              <TableCell align="right">{result.unconfirmed.stateYearly ? labels.unconfirmed : labels.money(result.stateYearly)}</TableCell>
              <TableCell align="right">{labels.money(result.federal)}</TableCell>
              {showPlan ? <TableCell align="right">{labels.money(result.plan)}</TableCell> : null}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {total(result)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollableTable>
  );
}
