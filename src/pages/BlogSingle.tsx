import { detailPageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { useContentById } from '../app/useContentById';
import { blogPosts, blogRoutes, postAuthor } from '../content/blog';
import { commentsForPost } from '../content/comments';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { blogPostLabels, commentFormLabels, ui } from '../content/ui';
import { BlogPostBody } from '../sections/BlogPostBody';
import { CommentForm } from '../app/belowTheFold';
import { CommentList } from '../sections/CommentList';
import NotFoundPage from './NotFound';

export const meta = ({ params }: { params: { id?: string } }) =>
  detailPageMeta('blogSingle', blogPosts.find((item) => String(item.id) === params.id)?.title);

export default function BlogSinglePage() {
  const item = useContentById(blogPosts);
  if (!item) return <NotFoundPage />;
  return (
    <SitePage title={item.title} trail={[{ label: pages.blogStandard.title, to: '/blog-standard' }]}>
      {/* Keyed by post, so a half-written comment does not follow the visitor to the next post. */}
      <BlogPostBody
        key={item.id}
        post={item}
        posts={blogPosts}
        linkBase={blogRoutes.post}
        author={postAuthor(item)}
        tags={item.tags}
        tagListPath={blogRoutes.list}
        pageUrl={`${site.siteUrl}${blogRoutes.post}/${item.id}`}
        labels={blogPostLabels}
      >
        <CommentList comments={commentsForPost(item.id)} postTitle={item.title} replyHref="#comment-form" labels={ui.blog} />
        <CommentForm id="comment-form" labels={commentFormLabels} />
      </BlogPostBody>
    </SitePage>
  );
}
