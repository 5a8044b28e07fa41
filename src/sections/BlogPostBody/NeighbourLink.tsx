import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';

export interface PostLink {
  title: string;
  href: string;
}

/** One neighbouring post: which way it lies and its title. */
export function NeighbourLink({ link, label, direction }: { link: PostLink; label: string; direction: 'previous' | 'next' }) {
  const next = direction === 'next';
  return (
    <Box
      component={SiteLink}
      to={link.href}
      rel={next ? 'next' : 'prev'}
      sx={{
        display: 'block',
        gridColumn: next ? { sm: 2 } : undefined,
        textAlign: next ? { sm: 'right' } : 'left',
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: rounded('xxl'),
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { borderColor: 'primary.main', '& .post-title': { textDecoration: 'underline' } },
      }}
    >
      <Typography
        component="span"
        variant="subtitle2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: next ? { sm: 'flex-end' } : 'flex-start', color: 'primary.main', mb: 0.75 }}
      >
        {next ? null : <ArrowBackIcon className="flip-in-rtl" fontSize="small" aria-hidden />}
        {label}
        {next ? <ArrowForwardIcon className="flip-in-rtl" fontSize="small" aria-hidden /> : null}
      </Typography>
      <Typography component="span" className="post-title" sx={{ display: 'block', fontWeight: 600 }}>
        {link.title}
      </Typography>
    </Box>
  );
}
