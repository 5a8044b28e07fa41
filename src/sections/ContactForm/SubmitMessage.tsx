import Alert from '@mui/material/Alert';

export type SubmitOutcome = 'success' | 'failure' | 'unexpected';

export interface SubmitMessageProps {
  outcome: SubmitOutcome;
  labels: Record<SubmitOutcome, string>;
}

/** The answer to a submit, in the page and announced (role="alert"). */
export function SubmitMessage({ outcome, labels }: SubmitMessageProps) {
  return (
    <Alert role="alert" severity={outcome === 'success' ? 'success' : 'error'} variant="outlined" sx={{ mt: 3 }}>
      {labels[outcome]}
    </Alert>
  );
}
