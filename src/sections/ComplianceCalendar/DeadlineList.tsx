import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RuledRow } from '../../components/RuledRow';
import type { Deadline } from './deadlines';
import { SourceLinks, type SourceLinksLabels } from './SourceLinks';

export interface DeadlineListLabels extends SourceLinksLabels {
  date: (iso: string) => string;
  opens: (iso: string) => string;
  ifMissed: string;
}

export interface DeadlineListProps {
  deadlines: Deadline[];
  labels: DeadlineListLabels;
}

/** The deadlines in date order: date, what is due, what happens if it is missed, and the sources. */
export function DeadlineList({ deadlines, labels }: DeadlineListProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {deadlines.map((deadline) => (
        <RuledRow key={deadline.key} columns="9rem minmax(0, 1fr)" from="sm" columnGap={3} rowGap={0.5}>
          <Typography component="time" dateTime={deadline.date} sx={{ fontWeight: 700, color: 'brand.accent' }}>
            {labels.date(deadline.date)}
          </Typography>
          <div>
            <Typography variant="h6" component="h4">
              {deadline.rule.title}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{deadline.rule.what}</Typography>
            {deadline.opens ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {labels.opens(deadline.opens)}
              </Typography>
            ) : null}
            <Typography sx={{ mt: 0.5 }}>
              <Box component="strong" sx={{ fontWeight: 700 }}>
                {labels.ifMissed}
              </Box>{' '}
              {deadline.rule.ifMissed}
            </Typography>
            <SourceLinks sources={deadline.rule.sources} lastChecked={deadline.rule.lastChecked} labels={labels} />
          </div>
        </RuledRow>
      ))}
    </Box>
  );
}
