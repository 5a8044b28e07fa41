import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from '../../platform';
import { useClientValue } from '../../platform';
import { useLocale } from '../../locale/useLocale';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { type CountryFieldLabels, type CountryOption, CountryField } from './CountryField';
import { type EligibilityAnswerLabels, EligibilityAnswerView } from './EligibilityAnswerView';
import { type EligibilityRuleSet, parseCountryParam, resolveEligibility } from './eligibility';

export interface CountryCheckLabels extends CountryFieldLabels, EligibilityAnswerLabels {
  /** Visible label of the first field ('Country where you live'). */
  residence: string;
  /** Visible label of the second, optional field ('Citizenship (optional)'). */
  citizenship: string;
  /** Hint under the citizenship field, saying why it may matter. */
  citizenshipHelp: string;
  /** Under a field when the link named a country code we do not know; quotes what the link carried. */
  unknownCountry: (value: string) => string;
  /** Shown where the answer goes until a country is picked. */
  prompt: string;
}

export interface CountryCheckProps {
  /** Eyebrow, title and intro above the fields; the title is the section's h2 and names it. */
  heading: SectionHeadingContent;
  /** Every country both fields offer, sorted by name in the page's language. */
  countries: CountryOption[];
  /** The services, their default rules and the countries that differ, each rule with its source. */
  rules: EligibilityRuleSet;
  /** Field labels and hints, and every word of the answer (statuses, source line, next steps). */
  labels: CountryCheckLabels;
  /** The section's id, the target of "Check your country" links. */
  id?: string;
}

/** The URL parameters that hold the answer, so it can be shared: `?country=NG&citizenship=GB`. */
export const countryParam = 'country';
export const citizenshipParam = 'citizenship';

const headingId = 'country-check-heading';

/** Pick where you live (and your citizenship): every service's answer, with its source. */
export function CountryCheck({ heading, countries, rules, labels, id = 'check' }: CountryCheckProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const codes = useMemo(() => new Set(countries.map((country) => country.code)), [countries]);
  const byCode = useMemo(() => new Map(countries.map((country) => [country.code, country])), [countries]);
  // Translated names keep the English order of the content module; a reader looks them up in their own alphabet.
  const { tag } = useLocale();
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(tag);
    return [...countries].sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, tag]);
  // Prerendered without a query: the address is read once the page has hydrated.
  const residence = parseCountryParam(useClientValue(searchParams.get(countryParam), null), codes);
  const citizenship = parseCountryParam(useClientValue(searchParams.get(citizenshipParam), null), codes);

  const choose = (param: string) => (option: CountryOption | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (option) next.set(param, option.code);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  };

  const residenceOption = residence.code ? (byCode.get(residence.code) ?? null) : null;
  const citizenshipOption = citizenship.code ? (byCode.get(citizenship.code) ?? null) : null;
  const answer = residenceOption ? resolveEligibility(rules, residenceOption.code, citizenshipOption?.code ?? null) : null;

  return (
    <Section id={id} labelledBy={headingId} background="paper">
      <SectionHeading id={headingId} {...heading} />
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ display: 'grid', gap: 3, position: { md: 'sticky' }, top: { md: 96 } }}>
            <CountryField
              id="eligibility-residence"
              label={labels.residence}
              options={sorted}
              value={residenceOption}
              onChange={choose(countryParam)}
              error={residence.unknown !== null}
              helperText={residence.unknown !== null ? labels.unknownCountry(residence.unknown) : undefined}
              labels={labels}
            />
            <CountryField
              id="eligibility-citizenship"
              label={labels.citizenship}
              options={sorted}
              value={citizenshipOption}
              onChange={choose(citizenshipParam)}
              error={citizenship.unknown !== null}
              helperText={citizenship.unknown !== null ? labels.unknownCountry(citizenship.unknown) : labels.citizenshipHelp}
              labels={labels}
            />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {answer && residenceOption ? (
            <EligibilityAnswerView answer={answer} residenceName={residenceOption.name} citizenshipName={citizenshipOption?.name ?? null} labels={labels} />
          ) : (
            <Typography variant="subtitle1" sx={{ color: 'text.secondary' }}>
              {labels.prompt}
            </Typography>
          )}
        </Grid>
      </Grid>
    </Section>
  );
}
