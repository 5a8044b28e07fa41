import Link from '@mui/material/Link';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { DescriptiveLinkText } from '../../components/DescriptiveLinkText';
import { SiteLink } from '../../components/SiteLink';
import { focusRingInset } from '../../theme/focusRing';
import { rounded } from '../../theme/tokens';
import type { ServiceCardLabels } from './types';

/** The card's one link; its ::after covers the card so the whole card is clickable. */
export function ReadMoreLink({ to, title, labels }: { to: string; title: string; labels: ServiceCardLabels }) {
  return (
    <Link
      component={SiteLink}
      to={to}
      underline="none"
      sx={{
        mt: 'auto',
        pt: 3,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 600,
        color: 'primary.main',
        // Matches the card's corners; the ring sits inside because the card clips its overflow.
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: rounded('md') },
        '&:hover .read-more-arrow': { transform: 'translateX(4px)' },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': focusRingInset,
      }}
    >
      <DescriptiveLinkText visible={labels.readMore} full={labels.readMoreAbout(title)} />
      <ArrowForwardIcon className="read-more-arrow flip-in-rtl" fontSize="small" sx={{ transition: 'transform 200ms ease' }} />
    </Link>
  );
}
