import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { BlogAuthor } from '../../types/content';
import { Eyebrow } from '../../components/Eyebrow';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface AuthorBoxProps {
  author: BlogAuthor;
  labels: { aboutAuthor: string; authorProfile: string };
}

/** Who wrote the post, with a link to their team profile. */
export function AuthorBox({ author, labels }: AuthorBoxProps) {
  return (
    <Box component="section" aria-labelledby="post-author" sx={{ bgcolor: 'background.paper', borderRadius: rounded('xxl'), p: { xs: 3, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <ResponsiveImage image={author.image} sx={{ width: 104, height: 104, borderRadius: rounded('round'), objectFit: 'cover', objectPosition: 'top', flexShrink: 0 }} />
        <div>
          <Eyebrow id="post-author" component="h3" sx={{ mb: 0.5 }}>
            {labels.aboutAuthor}
          </Eyebrow>
          <Typography variant="h4" component="p">
            {author.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {author.role}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>{author.bio}</Typography>
          <Link component={SiteLink} to={author.profile} sx={{ fontWeight: 600 }}>
            {labels.authorProfile}
          </Link>
        </div>
      </Stack>
    </Box>
  );
}
