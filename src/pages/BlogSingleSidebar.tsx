import { detailPageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { useContentById } from '../app/useContentById';
import { blogPosts, blogRoutes, blogSidebarContent, postAuthor } from '../content/blog';
import { commentsForPost } from '../content/comments';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { blogPostLabels, blogSidebarLabels, commentFormLabels, ui } from '../content/ui';
import { BlogPostBody } from '../sections/BlogPostBody';
import { BlogSidebar } from '../sections/BlogSidebar';
import { CommentForm } from '../app/belowTheFold';
import { CommentList } from '../sections/CommentList';
import NotFoundPage from './NotFound';

export const meta = ({ params }: { params: { id?: string } }) =>
  detailPageMeta('blogSingle', blogPosts.find((item) => String(item.id) === params.id)?.title);

/** The single post with the blog sidebar beside it; previous and next stay in this layout. */
export default function BlogSingleSidebarPage() {
  const item = useContentById(blogPosts);
  if (!item) return <NotFoundPage />;
  return (
    <SitePage title={item.title} trail={[{ label: pages.blogWithSidebar.title, to: blogRoutes.list }]}>
      {/* Keyed by post, so a half-written comment does not follow the visitor to the next post. */}
      <BlogPostBody
        key={item.id}
        post={item}
        posts={blogPosts}
        linkBase={blogRoutes.postWithSidebar}
        author={postAuthor(item)}
        tags={item.tags}
        tagListPath={blogRoutes.list}
        pageUrl={`${site.siteUrl}${blogRoutes.postWithSidebar}/${item.id}`}
        labels={blogPostLabels}
        aside={<BlogSidebar {...blogSidebarContent} labels={blogSidebarLabels} />}
      >
        <CommentList comments={commentsForPost(item.id)} postTitle={item.title} replyHref="#comment-form" labels={ui.blog} />
        <CommentForm id="comment-form" labels={commentFormLabels} />
      </BlogPostBody>
    </SitePage>
  );
}
