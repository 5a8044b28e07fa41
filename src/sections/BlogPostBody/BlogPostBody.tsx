import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Section } from '../../components/Section';
import { ShareLinks, type ShareLinksLabels } from '../../components/ShareLinks';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { BlogAuthor, BlogPost } from '../../types/content';
import { AuthorBox } from './AuthorBox';
import { postNeighbours } from './neighbours';
import { PostNavigation } from './PostNavigation';
import { detailPath, sitePath, type DetailBasePath, type PagePath } from '../../sitePaths';
import { Eyebrow } from '../../components/Eyebrow';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface BlogPostBodyLabels {
  /** Word before the writer's name in the byline ('By'). */
  by: string;
  /** Words before the post's date in the byline ('Posted on'). */
  postedOn: string;
  /** Caption before the tag chips, which also names their list ('Tags'). */
  tags: string;
  /** Small heading of the author box ('About the author'), which names that box. */
  aboutAuthor: string;
  /** Text of the author box's link to the writer's team page ('View profile'). */
  authorProfile: string;
  /** Name of the previous/next navigation for screen readers ('More posts'). */
  postNavigation: string;
  /** Small line above the previous post's title ('Previous Post'). */
  previousPost: string;
  /** Small line above the next post's title ('Next Post'). */
  nextPost: string;
  /** The share row's caption, network names and each icon link's name ('Share on LinkedIn'). */
  share: ShareLinksLabels;
}

export interface BlogPostBodyProps {
  /** The post shown: picture, byline, category, title (h2), text with its subheading (h3). */
  post: BlogPost;
  /** Every post, for the previous and next links. */
  posts: BlogPost[];
  /** Post routes are `${linkBase}/${id}`: the neighbours open in the same layout as this post. */
  linkBase: DetailBasePath;
  /** The writer's photo, role, bio and profile link in a box under the post; no box for a guest writer. */
  author?: BlogAuthor;
  /** Tags listed under the post, each filtering the list at `tagListPath?tag=`. */
  tags: string[];
  /** The blog list the tag links open, filtered by the tag. */
  tagListPath: PagePath;
  /** Absolute URL of this post, for the share links. */
  pageUrl: string;
  /** A sidebar beside the post on large screens, below it on smaller ones. */
  aside?: ReactNode;
  /** What follows the post in its column: the comments and the comment form. */
  children?: ReactNode;
  /** Every fixed word of the post's frame: byline, tags, sharing, author box and post links. */
  labels: BlogPostBodyLabels;
}

/** A whole post: picture, byline, text, tags, sharing, author and the way to the neighbouring posts. */
export function BlogPostBody({ post, posts, linkBase, author, tags, tagListPath, pageUrl, aside, children, labels }: BlogPostBodyProps) {
  const { previous, next } = postNeighbours(posts, post.id);
  const toLink = (p?: BlogPost) => (p ? { title: p.title, href: detailPath(linkBase, p.id) } : undefined);

  const column = (
    <Stack spacing={{ xs: 6, md: 8 }} useFlexGap>
      <Box component="article" aria-labelledby="post-title">
        <ResponsiveImage image={post.image} loading="eager" sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: rounded('xxl'), mb: 4 }} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2, color: 'text.secondary' }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PersonOutlineIcon fontSize="small" aria-hidden />
            {labels.by} {post.author}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <CalendarMonthIcon fontSize="small" aria-hidden />
            {labels.postedOn} <time dateTime={post.date}>{post.displayDate}</time>
          </Typography>
          <Eyebrow sx={{ alignSelf: 'center' }}>{post.category}</Eyebrow>
        </Stack>
        <Typography id="post-title" variant="h2" sx={{ mb: 3 }}>
          {post.title}
        </Typography>
        <Stack spacing={2.5}>
          {post.body.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)}>{paragraph}</Typography>
          ))}
          <Typography variant="h3" sx={{ pt: 2 }}>
            {post.midTitle}
          </Typography>
          {post.midBody.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)}>{paragraph}</Typography>
          ))}
        </Stack>
        <Divider sx={{ my: 4 }} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography id="post-tags" component="span" variant="subtitle2" sx={{ mr: 1 }}>
              {labels.tags}
            </Typography>
            <Stack component="ul" aria-labelledby="post-tags" direction="row" spacing={1} useFlexGap sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}>
              {tags.map((tag) => (
                <li key={tag}>
                  <Chip component={SiteLink} to={sitePath(tagListPath, { tag })} clickable label={tag} variant="outlined" />
                </li>
              ))}
            </Stack>
          </Stack>
          <ShareLinks url={pageUrl} text={post.title} labels={labels.share} />
        </Stack>
      </Box>
      {author ? <AuthorBox author={author} labels={labels} /> : null}
      <PostNavigation previous={toLink(previous)} next={toLink(next)} labels={labels} />
      {children}
    </Stack>
  );

  return (
    <Section id="post" maxWidth={aside ? 'lg' : 'md'}>
      {aside ? (
        <Grid container spacing={{ xs: 8, lg: 5 }}>
          <Grid size={{ xs: 12, lg: 8 }}>{column}</Grid>
          <Grid size={{ xs: 12, lg: 4 }}>{aside}</Grid>
        </Grid>
      ) : (
        column
      )}
    </Section>
  );
}
