import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CostResult } from './costMath';
import type { CostCalculatorLabels } from './labels';
import { ScrollableTable } from './ScrollableTable';

export interface YearTableProps {
  id: string;
  result: CostResult;
  caption: string;
  showPlan: boolean;
  labels: CostCalculatorLabels;
}

/** One state's costs year by year, with the total in the last row. */
export function YearTable({ id, result, caption, showPlan, labels }: YearTableProps) {
  const t = labels.yearTable;
  const money = (amount: number | null) => (amount === null ? labels.unconfirmed : labels.money(amount));
  const total = (incomplete: boolean, amount: number) => (incomplete ? (amount > 0 ? labels.atLeast(amount) : labels.unconfirmed) : labels.money(amount));
  const federal = (names: string[], fee: number) => (names.length === 0 ? t.noFiling : t.filingFee(names.join(', '), labels.money(fee)));
  return (
    <ScrollableTable id={id} caption={caption}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t.year}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t.formation}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t.stateYearly}
          </TableCell>
          <TableCell component="th" scope="col">
            {t.federal}
          </TableCell>
          {showPlan ? (
            <TableCell component="th" scope="col" align="right">
              {t.plan}
            </TableCell>
          ) : null}
          <TableCell component="th" scope="col" align="right">
            {t.total}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {result.years.map((year) => (
          <TableRow key={year.year}>
            <TableCell component="th" scope="row">
              {t.yearLabel(year.year)}
            </TableCell>
            <TableCell align="right">{money(year.formation)}</TableCell>
            <TableCell align="right">{money(year.stateYearly)}</TableCell>
            <TableCell>{federal(year.federalFilings, year.federal)}</TableCell>
            {showPlan ? <TableCell align="right">{labels.money(year.plan)}</TableCell> : null}
            <TableCell align="right">{total(year.incomplete, year.total)}</TableCell>
          </TableRow>
        ))}
        <TableRow sx={{ '& > *': { fontWeight: 700, borderBottom: 0 } }}>
          <TableCell component="th" scope="row">
            {t.total}
          </TableCell>
          <TableCell align="right">{result.unconfirmed.formation ? labels.unconfirmed : labels.money(result.formation)}</TableCell>
          <TableCell align="right">{result.unconfirmed.stateYearly ? labels.unconfirmed : labels.money(result.stateYearly)}</TableCell>
          <TableCell>{labels.money(result.federal)}</TableCell>
          {showPlan ? <TableCell align="right">{labels.money(result.plan)}</TableCell> : null}
          <TableCell align="right" data-testid="year-table-total">
            {total(result.incomplete, result.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </ScrollableTable>
  );
}
