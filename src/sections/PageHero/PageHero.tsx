import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { HeroBand } from '../../components/HeroBand';
import { SiteLink } from '../../components/SiteLink';

export interface PageHeroProps {
  /** The page's name: its one h1, and again as the last, unlinked crumb. */
  title: string;
  /** Links before the current page, starting with home. */
  trail: { label: string; to: string }[];
  /** Name of the breadcrumb navigation for screen readers ('Breadcrumb'). */
  breadcrumbLabel: string;
}

/** The band under the header of every inner page: its name and where it sits. */
export function PageHero({ title, trail, breadcrumbLabel }: PageHeroProps) {
  return (
    <HeroBand labelledBy="page-title" glow="radial-gradient(circle at 85% 20%, rgba(31,94,255,0.35), transparent 45%)" sx={{ pb: { xs: 8, md: 10 } }}>
      <Typography id="page-title" variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Breadcrumbs aria-label={breadcrumbLabel} sx={{ color: 'inherit', '& .MuiBreadcrumbs-separator': { color: 'inherit' } }}>
        {trail.map((crumb) => (
          <Link key={crumb.to} component={SiteLink} to={crumb.to} color="inherit">
            {crumb.label}
          </Link>
        ))}
        <Typography component="span" aria-current="page" sx={{ color: 'secondary.light', fontWeight: 600 }}>
          {title}
        </Typography>
      </Breadcrumbs>
    </HeroBand>
  );
}
