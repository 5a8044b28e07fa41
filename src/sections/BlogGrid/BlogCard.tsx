import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DescriptiveLinkText } from '../../components/DescriptiveLinkText';
import { SiteLink } from '../../components/SiteLink';
import type { BlogPost } from '../../types/content';
import { Eyebrow } from '../../components/Eyebrow';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export type BlogCardPost = Pick<BlogPost, 'id' | 'title' | 'category' | 'date' | 'displayDate' | 'image' | 'excerpt'>;

export interface BlogCardLabels {
  /** The visible words of each card's link to its post ('Read more'). */
  readMore: string;
  /** That link's full name and hidden text, from the post's title ('Read more: …'). */
  readMoreAbout: (title: string) => string;
}

export interface BlogCardProps {
  post: BlogCardPost;
  /** The post route, e.g. '/blog-single/1'. */
  href: string;
  /** 'wide' puts the image beside the text and adds the excerpt (the standard blog layout). */
  variant?: 'card' | 'wide';
  labels: BlogCardLabels;
}

/** One post in a list: image, category, date, title and a read-more button, all leading to the post. */
export function BlogCard({ post, href, variant = 'card', labels }: BlogCardProps) {
  const wide = variant === 'wide';
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: wide ? { xs: 'column', md: 'row' } : 'column',
        '&:hover': { boxShadow: 6 },
        '&:hover img': { transform: 'scale(1.04)' },
      }}
    >
      {/* Out of the tab order: the title and the button already lead to the post. */}
      <Box component={SiteLink} to={href} tabIndex={-1} sx={{ display: 'block', overflow: 'hidden', flexShrink: 0, width: wide ? { xs: '100%', md: '45%' } : '100%' }}>
        <ResponsiveImage
          image={post.image}
          sx={{
            display: 'block',
            width: '100%',
            height: wide ? { xs: 'auto', md: '100%' } : 'auto',
            objectFit: 'cover',
            transition: 'transform 300ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      </Box>
      <Stack spacing={1.5} sx={{ p: wide ? { xs: 3, md: 4 } : 3, flexGrow: 1, alignItems: 'flex-start', justifyContent: wide ? 'center' : 'flex-start' }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <Eyebrow>{post.category}</Eyebrow>
          <Typography variant="body2" component="p" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <CalendarMonthIcon fontSize="small" aria-hidden />
            <time dateTime={post.date}>{post.displayDate}</time>
          </Typography>
        </Stack>
        <Typography variant={wide ? 'h3' : 'h5'} component="h3">
          <Link component={SiteLink} to={href} color="inherit" underline="hover" sx={{ fontWeight: 'inherit' }}>
            {post.title}
          </Link>
        </Typography>
        {wide ? <Typography sx={{ color: 'text.secondary' }}>{post.excerpt}</Typography> : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          component={SiteLink}
          to={href}
          // The wording 'Read more: …' would be named 'Read more : …' from its text alone (see DescriptiveLinkText).
          aria-label={labels.readMoreAbout(post.title)}
          endIcon={<ArrowForwardIcon className="flip-in-rtl" aria-hidden />}
          variant={wide ? 'contained' : 'text'}
          sx={wide ? undefined : { px: 0, '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' } }}
        >
          <DescriptiveLinkText visible={labels.readMore} full={labels.readMoreAbout(post.title)} />
        </Button>
      </Stack>
    </Card>
  );
}
