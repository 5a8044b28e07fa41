import CheckRounded from '@mui/icons-material/CheckRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SiteLink, isExternal } from '../../components/SiteLink';
import { tintedDisc } from '../../components/styles/tintedDisc';
import type { PricingPlan } from '../../types/content';

export interface PlanCardLabels {
  /** Badge of a highlighted plan. */
  popular: string;
  /** Read after the button label when the button opens another site. */
  opensInNewTab: string;
  /** Accessible name of the feature list. */
  planFeatures: (name: string) => string;
  /** The link after a plan's refund terms, to the whole policy. */
  refundTerms?: { label: string; to: string };
}

export interface PlanCardProps {
  plan: PricingPlan;
  /** Where the button goes (see planHref). */
  href: string;
  labels: PlanCardLabels;
}

const featureListSx: SxProps<Theme> = {
  listStyle: 'none',
  p: 0,
  m: 0,
  mb: 4,
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  '& > li': { display: 'flex', alignItems: 'flex-start', gap: 1.5 },
  '& > li > :first-of-type': tintedDisc(22),
  '& > li > :last-of-type': { typography: 'body2' },
};

/** One plan: name, price, what it includes and the button that buys or asks for it. */
export function PlanCard({ plan, href, labels }: PlanCardProps) {
  const nameId = `plan-${plan.id}-name`;
  const external = isExternal(href);
  const highlighted = Boolean(plan.highlighted);
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={[{ height: '100%', display: 'flex', flexDirection: 'column', p: { xs: 3.5, md: 4 }, position: 'relative' }, highlighted && { borderWidth: 2, borderColor: 'primary.main', boxShadow: 8 }]}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 32, mb: 2 }}>
        <Typography id={nameId} variant="h4" component="h3">
          {plan.name}
        </Typography>
        {highlighted ? <Chip label={labels.popular} color="secondary" size="small" sx={{ fontWeight: 700 }} /> : null}
      </Stack>
      <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 0.75, mb: 2 }}>
        <Box component="span" sx={{ typography: 'h2', color: 'text.primary' }}>
          {plan.price}
        </Box>
        {plan.period ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {plan.period}
          </Box>
        ) : null}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: plan.refund ? 1.5 : 3 }}>
        {plan.description}
      </Typography>
      {plan.refund ? (
        <Typography variant="body2" sx={{ mb: 3 }}>
          {plan.refund}
          {labels.refundTerms ? (
            <>
              {' '}
              <Link component={SiteLink} to={labels.refundTerms.to}>
                {labels.refundTerms.label}
              </Link>
            </>
          ) : null}
        </Typography>
      ) : null}
      <Divider sx={{ mb: 3 }} />
      {/* Plain elements styled from the list: a plan has up to seven lines, a pricing page some sixty,
          and a component per line would make hydrating the page noticeably slower on a phone. */}
      <Box component="ul" aria-label={labels.planFeatures(plan.name)} sx={featureListSx}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <span aria-hidden>
              <CheckRounded sx={{ fontSize: 16 }} />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </Box>
      <Button component={SiteLink} to={href} variant={highlighted ? 'contained' : 'outlined'} size="large" fullWidth endIcon={external ? <OpenInNewRounded aria-hidden /> : undefined}>
        {plan.buttonLabel}
        {external ? <span className="visually-hidden"> {labels.opensInNewTab}</span> : null}
      </Button>
    </Card>
  );
}
