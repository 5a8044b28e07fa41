import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdaptiveAnchor } from '../../components/SmartLink';
import { SocialIcon } from '../../components/SocialIcon';
import type { BlogPost, SocialLink } from '../../types/content';
import { useClientSearchParams } from '../BlogGrid/useClientSearchParams';
import { SidebarSearch } from './SidebarSearch';
import { SidebarWidget } from './SidebarWidget';

export type SidebarPost = Pick<BlogPost, 'id' | 'title' | 'date' | 'displayDate' | 'image'>;

export interface BlogSidebarLabels {
  label: string;
  search: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  recentPosts: string;
  categories: string;
  gallery: string;
  archives: string;
  social: string;
  tags: string;
  opensInNewTab: string;
}

export interface BlogSidebarProps {
  /** The list that filter links and the search lead to: '/blog-with-sidebar'. */
  listPath: string;
  /** Post routes are `${linkBase}/${id}`. */
  linkBase: string;
  recentPosts: SidebarPost[];
  galleryPosts: SidebarPost[];
  categories: { name: string; count: number }[];
  archives: { month: string; label: string }[];
  tags: string[];
  social: SocialLink[];
  labels: BlogSidebarLabels;
}

const plainList = { listStyle: 'none', p: 0, m: 0 } as const;

/** The blog's seven widgets: search, recent posts, categories, gallery, archives, social links and tags. */
export function BlogSidebar({ listPath, linkBase, recentPosts, galleryPosts, categories, archives, tags, social, labels }: BlogSidebarProps) {
  const params = useClientSearchParams();
  const filterHref = (key: string, value: string) => `${listPath}?${new URLSearchParams({ [key]: value })}`;
  // Marks the filter the list currently shows, so the sidebar doubles as the filter's state.
  const current = (key: string, value: string) => (params.get(key)?.trim().toLowerCase() === value.toLowerCase() ? 'true' : undefined);

  return (
    <Stack component="aside" aria-label={labels.label} spacing={4}>
      <SidebarWidget id="sidebar-search" title={labels.search}>
        <SidebarSearch action={listPath} labels={labels} />
      </SidebarWidget>

      <SidebarWidget id="sidebar-recent" title={labels.recentPosts}>
        <Stack component="ul" spacing={2.5} sx={plainList}>
          {recentPosts.map((post) => (
            <Stack component="li" key={post.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={post.image.src}
                alt=""
                width={post.image.width}
                height={post.image.height}
                loading="lazy"
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 2, flexShrink: 0 }}
              />
              <div>
                <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
                  <time dateTime={post.date}>{post.displayDate}</time>
                </Typography>
                <Link component={AdaptiveAnchor} href={`${linkBase}/${post.id}`} color="inherit" sx={{ fontWeight: 600, lineHeight: 1.4, display: 'block' }}>
                  {post.title}
                </Link>
              </div>
            </Stack>
          ))}
        </Stack>
      </SidebarWidget>

      <SidebarWidget id="sidebar-categories" title={labels.categories}>
        <Stack component="ul" spacing={1} sx={plainList}>
          {categories.map(({ name, count }) => {
            const active = current('category', name);
            return (
              <li key={name}>
                <Link
                  component={AdaptiveAnchor}
                  href={filterHref('category', name)}
                  aria-current={active}
                  color="inherit"
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    py: 0.5,
                    fontWeight: active ? 700 : undefined,
                    color: active ? 'primary.main' : undefined,
                  }}
                >
                  <span>{name}</span>
                  <span>({count})</span>
                </Link>
              </li>
            );
          })}
        </Stack>
      </SidebarWidget>

      <SidebarWidget id="sidebar-gallery" title={labels.gallery}>
        <Box component="ul" sx={{ ...plainList, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {galleryPosts.map((post) => (
            <li key={post.id}>
              <Box
                component={AdaptiveAnchor}
                href={`${linkBase}/${post.id}`}
                aria-label={post.title}
                sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', '&:hover img': { opacity: 0.8 } }}
              >
                <Box
                  component="img"
                  src={post.image.src}
                  alt=""
                  width={post.image.width}
                  height={post.image.height}
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' }}
                />
              </Box>
            </li>
          ))}
        </Box>
      </SidebarWidget>

      <SidebarWidget id="sidebar-archives" title={labels.archives}>
        <Stack component="ul" spacing={1} sx={plainList}>
          {archives.map(({ month, label }) => {
            const active = current('month', month);
            return (
              <li key={month}>
                <Link
                  component={AdaptiveAnchor}
                  href={filterHref('month', month)}
                  aria-current={active}
                  color="inherit"
                  sx={{ display: 'block', py: 0.5, fontWeight: active ? 700 : undefined, color: active ? 'primary.main' : undefined }}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </Stack>
      </SidebarWidget>

      <SidebarWidget id="sidebar-social" title={labels.social}>
        <Stack component="ul" direction="row" spacing={1} sx={plainList}>
          {social.map((link) => (
            <li key={link.network}>
              <IconButton
                component={AdaptiveAnchor}
                href={link.url}
                aria-label={`${link.label} ${labels.opensInNewTab}`}
                sx={{ bgcolor: 'background.default', color: 'primary.main', '&:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
              >
                <SocialIcon network={link.network} />
              </IconButton>
            </li>
          ))}
        </Stack>
      </SidebarWidget>

      <SidebarWidget id="sidebar-tags" title={labels.tags}>
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ ...plainList, flexWrap: 'wrap' }}>
          {tags.map((tag) => {
            const active = current('tag', tag);
            return (
              <li key={tag}>
                <Chip
                  component={AdaptiveAnchor}
                  href={filterHref('tag', tag)}
                  clickable
                  label={tag}
                  aria-current={active}
                  color={active ? 'primary' : 'default'}
                  variant={active ? 'filled' : 'outlined'}
                  sx={active ? undefined : { bgcolor: 'background.default' }}
                />
              </li>
            );
          })}
        </Stack>
      </SidebarWidget>
    </Stack>
  );
}
