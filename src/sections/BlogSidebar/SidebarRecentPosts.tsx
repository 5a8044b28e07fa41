import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { SidebarPost } from './types';
import { detailPath, type DetailBasePath } from '../../sitePaths';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export interface SidebarRecentPostsProps {
  posts: SidebarPost[];
  linkBase: DetailBasePath;
}

/** The newest posts, each with a thumbnail, its date and a link. */
export function SidebarRecentPosts({ posts, linkBase }: SidebarRecentPostsProps) {
  return (
    <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {posts.map((post) => (
        <Stack component="li" key={post.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {/* The title beside it names the post, so the thumbnail is decoration here. */}
          <ResponsiveImage image={post.image} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: rounded('lg'), flexShrink: 0 }} />
          <div>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
              <time dateTime={post.date}>{post.displayDate}</time>
            </Typography>
            <Link component={SiteLink} to={detailPath(linkBase, post.id)} color="inherit" sx={{ fontWeight: 600, lineHeight: 1.4, display: 'block' }}>
              {post.title}
            </Link>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
