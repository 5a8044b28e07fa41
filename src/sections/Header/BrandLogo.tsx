import Box from '@mui/material/Box';
import { SiteLink } from '../../components/SiteLink';
import { sitePath } from '../../sitePaths';

export interface BrandLogoProps {
  brandName: string;
  homeLabel: string;
}

/** The star-over-bridge mark, inline so it paints with the header and never shifts it. */
function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0B1F3A" />
      <path d="M22 41.5V47M42 41.5V47" stroke="#8FB0FF" strokeWidth="3" strokeLinecap="round" />
      <path d="M8 49Q32 24 56 49M7 49H57" fill="none" stroke="#FFFFFF" strokeWidth="5" strokeLinecap="round" />
      <polygon
        points="32,7 35.76,15.82 45.31,16.67 38.09,22.98 40.23,32.33 32,27.4 23.77,32.33 25.91,22.98 18.69,16.67 28.24,15.82"
        fill="#F5A524"
        stroke="#F5A524"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandLogo({ brandName, homeLabel }: BrandLogoProps) {
  return (
    <Box
      component={SiteLink}
      to={sitePath('/')}
      aria-label={`${brandName}, ${homeLabel}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, whiteSpace: 'nowrap' }}
    >
      <BrandMark />
      <span>{brandName}</span>
    </Box>
  );
}
