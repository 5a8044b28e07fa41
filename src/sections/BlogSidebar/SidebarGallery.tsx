import Box from '@mui/material/Box';
import { SiteLink } from '../../components/SiteLink';
import { rounded } from '../../theme/tokens';
import type { SidebarPost } from './types';
import { detailPath, type DetailBasePath } from '../../sitePaths';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { GridList } from '../../components/GridList';

export interface SidebarGalleryProps {
  posts: SidebarPost[];
  linkBase: DetailBasePath;
}

/** Square thumbnails of the posts, each a link named by its post's title. */
export function SidebarGallery({ posts, linkBase }: SidebarGalleryProps) {
  return (
    <GridList columns="repeat(3, 1fr)" gap={1}>
      {posts.map((post) => (
        <li key={post.id}>
          <Box
            component={SiteLink}
            to={detailPath(linkBase, post.id)}
            aria-label={post.title}
            sx={{ display: 'block', borderRadius: rounded('lg'), overflow: 'hidden', '&:hover img': { opacity: 0.8 } }}
          >
            <ResponsiveImage image={post.image} alt="" sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' }} />
          </Box>
        </li>
      ))}
    </GridList>
  );
}
