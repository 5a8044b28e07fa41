import HomeIcon from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { sitePath } from '../../sitePaths';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface NotFoundMessageProps {
  /** The page's h1, under the picture; about five words. */
  title: string;
  /** One or two sentences under the title saying where to go instead. */
  text: string;
  /** Text of the button back to the home page ('Back to home'). */
  backLabel: string;
  /** The picture above the title, up to 420 px wide; its alt text says what it shows. */
  image: { src: string; alt: string; width: number; height: number };
}

export function NotFoundMessage({ title, text, backLabel, image }: NotFoundMessageProps) {
  return (
    <Box component="section" aria-labelledby="not-found-title" sx={{ py: { xs: 16, md: 20 }, textAlign: 'center' }}>
      <Container maxWidth="sm">
        <ResponsiveImage image={image} loading="eager" sx={{ width: '100%', maxWidth: 420, height: 'auto', mb: 4 }} />
        <Typography id="not-found-title" variant="h2" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{text}</Typography>
        <Button component={SiteLink} to={sitePath('/')} variant="contained" size="large" startIcon={<HomeIcon />}>
          {backLabel}
        </Button>
      </Container>
    </Box>
  );
}
