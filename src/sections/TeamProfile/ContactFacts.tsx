import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { number } from '../../platform/format';
import { useLocale } from '../../locale/useLocale';
import { rounded } from '../../theme/tokens';
import type { PhoneNumber } from '../../types/content';
import { LeftToRight } from '../../components/LeftToRight';
import { Eyebrow } from '../../components/Eyebrow';

export interface ContactFactsProps {
  projectCount: number;
  email: string;
  phone: PhoneNumber;
  labels: { projects: string; email: string; phone: string };
}

/** Project count, email and phone as a description list on a soft panel. */
export function ContactFacts({ projectCount, email, phone, labels }: ContactFactsProps) {
  const locale = useLocale().tag;
  const facts = [
    {
      term: labels.projects,
      detail: (
        <Typography component="span" variant="h4">
          {number(projectCount, locale)}
        </Typography>
      ),
    },
    {
      term: labels.phone,
      detail: (
        <Link href={phone.href}>
          <LeftToRight>{phone.display}</LeftToRight>
        </Link>
      ),
    },
    {
      term: labels.email,
      detail: (
        <Link href={`mailto:${email}`} sx={{ wordBreak: 'break-all' }}>
          {email}
        </Link>
      ),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: 3,
        borderRadius: rounded('xxl'),
        bgcolor: 'background.paper',
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto auto 1fr' },
        gap: { xs: 2, sm: 3 },
        alignItems: 'start',
      }}
    >
      {facts.map((fact, index) => (
        <Box key={fact.term} sx={index === 2 ? { gridColumn: { xs: '1 / -1', sm: 'auto' } } : undefined}>
          <Eyebrow component="dt" sx={{ mb: 0.5 }}>
            {fact.term}
          </Eyebrow>
          <Box component="dd" sx={{ m: 0 }}>
            {fact.detail}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
