import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LaunchPlanLabels } from './labels';
import type { LaunchPlan } from './plan';
import { costText, stepTitle, whenText } from './stepTitle';

export interface PlanPrintSheetProps {
  plan: LaunchPlan;
  title: string;
  /** The plan's full address, printed so the paper leads back to it. */
  address: string;
  labels: LaunchPlanLabels;
  /** Shown on screen too (Storybook); on the page it appears only when printed. */
  onScreen?: boolean;
}

/**
 * The plan on paper: one table of every step, when, who, cost and what is needed, sized to fit A4
 * and Letter (the page's print styles hide the rest of the site). On screen it stays hidden: the
 * steps above say the same at more length.
 */
export function PlanPrintSheet({ plan, title, address, labels, onScreen = false }: PlanPrintSheetProps) {
  const cell = {
    borderBottom: '1px solid',
    borderColor: 'divider',
    '@media print': { borderColor: 'grey.600' },
    p: '4pt 6pt',
    textAlign: 'start',
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  } as const;
  return (
    <Box
      data-print-sheet=""
      sx={{
        display: onScreen ? 'block' : 'none',
        fontSize: '10pt',
        color: 'text.primary',
        // The browser prints no backgrounds, so paper is white whatever the screen's scheme: the dark
        // scheme's light text and rules would print pale grey on it.
        '@media print': { display: 'block', color: 'common.black' },
      }}
    >
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', '& th': { ...cell, fontWeight: 700 }, '& td': cell }}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ width: '26%' }}>
              {labels.print.step}
            </Box>
            <Box component="th" scope="col" sx={{ width: '24%' }}>
              {labels.print.when}
            </Box>
            <Box component="th" scope="col" sx={{ width: '12%' }}>
              {labels.print.who}
            </Box>
            <Box component="th" scope="col" sx={{ width: '14%' }}>
              {labels.print.cost}
            </Box>
            <th scope="col">{labels.print.needs}</th>
          </tr>
        </thead>
        <tbody>
          {plan.steps.map((step, index) => (
            <Box component="tr" key={step.id} sx={{ breakInside: 'avoid' }}>
              <td>{`${index + 1}. ${stepTitle(step.id, plan.profile, labels)}`}</td>
              <td>{whenText(step, labels)}</td>
              <td>{labels.who[step.who]}</td>
              <td>{costText(step.cost, labels)}</td>
              <td>{step.documents.map((id) => labels.documents.names[id]).join(', ') || labels.documents.none}</td>
            </Box>
          ))}
        </tbody>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {labels.print.address} {address}
      </Typography>
    </Box>
  );
}
