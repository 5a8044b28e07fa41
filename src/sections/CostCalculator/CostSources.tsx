import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { Fragment } from 'react';
import { SiteLink } from '../../components/SiteLink';
import type { DelawareFranchiseTaxRules, EntityKind, FederalFiling, Figure, SourceLink, StateCode, StateFacts } from '../../types/stateCosts';
import type { CostCalculatorLabels } from './labels';

export interface CostSourcesProps {
  headingId: string;
  states: StateCode[];
  stateFacts: Record<StateCode, StateFacts>;
  entity: EntityKind;
  federal: FederalFiling[];
  delaware: DelawareFranchiseTaxRules;
  labels: CostCalculatorLabels;
}

function Links({ sources, labels }: { sources: SourceLink[]; labels: CostCalculatorLabels }) {
  return (
    <>
      {sources.map((source, index) => (
        <Fragment key={source.url}>
          {index > 0 ? '; ' : ''}
          <Link component={SiteLink} to={source.url}>
            {source.label}
            <Box component="span" sx={visuallyHidden}>{` ${labels.opensInNewTab}`}</Box>
          </Link>
          {source.published ? ` (${labels.sources.published(source.published)})` : ''}
        </Fragment>
      ))}
    </>
  );
}

/** The figure as shown, then where it comes from and when it was last checked. */
function FigureLine({ name, figure, labels }: { name: string; figure: Figure; labels: CostCalculatorLabels }) {
  return (
    <Typography component="li" variant="body2">
      {`${name}: ${figure.amount === null ? labels.unconfirmed : labels.money(figure.amount)}`}
      {figure.note ? ` (${figure.note})` : ''}
      {figure.sources.length > 0 ? ' — ' : ''}
      <Links sources={figure.sources} labels={labels} />
      {`, ${labels.sources.lastChecked(figure.lastChecked)}`}
    </Typography>
  );
}

const listSx = { m: 0, pl: 2.5, display: 'grid', gap: 0.5 };

/** Every figure the calculator uses for the chosen kind of company, with its sources and date. */
export function CostSources({ headingId, states, stateFacts, entity, federal, delaware, labels }: CostSourcesProps) {
  const s = labels.sources;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {s.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3, maxWidth: 760 }}>
        {s.text}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {states.map((code) => {
          const facts = stateFacts[code][entity];
          return (
            <Box key={code}>
              <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
                {stateFacts[code].name}
              </Typography>
              <Box component="ul" sx={listSx}>
                <FigureLine name={s.formation} figure={facts.formationFee} labels={labels} />
                <FigureLine name={facts.annual.name} figure={facts.annual.fee} labels={labels} />
                <Typography component="li" variant="body2">
                  {`${s.due}: ${facts.annual.dueText}`}
                  {facts.annual.dueSources.length > 0 ? ' — ' : ''}
                  <Links sources={facts.annual.dueSources} labels={labels} />
                </Typography>
              </Box>
            </Box>
          );
        })}
        {entity === 'corp' ? (
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {s.delaware}
            </Typography>
            <Box component="ul" sx={listSx}>
              <Typography component="li" variant="body2">
                <Links sources={delaware.sources} labels={labels} />
                {`, ${s.lastChecked(delaware.lastChecked)}`}
              </Typography>
            </Box>
          </Box>
        ) : null}
        {federal.map((filing) => (
          <Box key={filing.id}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {`${s.federal}: ${filing.name}`}
            </Typography>
            <Box component="ul" sx={listSx}>
              <Typography component="li" variant="body2">
                {filing.appliesTo}
              </Typography>
              <Typography component="li" variant="body2">{`${s.due}: ${filing.dueText}`}</Typography>
              {filing.howToFile ? (
                <Typography component="li" variant="body2">
                  {filing.howToFile}
                </Typography>
              ) : null}
              {filing.penalty ? <FigureLine name={s.penalty} figure={filing.penalty} labels={labels} /> : null}
              <Typography component="li" variant="body2">
                <Links sources={filing.sources} labels={labels} />
                {`, ${s.lastChecked(filing.lastChecked)}`}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
