import type { ReactNode } from 'react';
import { blogPosts, blogRoutes, postAuthor } from '../content/blog';
import { commentsForPost } from '../content/comments';
import { site } from '../content/site';
import { blogPostLabels, ui } from '../content/ui';
import CommentForm from '../islands/CommentForm';
import NotFoundPage from '../pages/NotFound';
import { BlogPostBody } from '../sections/BlogPostBody';
import { CommentList } from '../sections/CommentList';
import { detailPageMeta } from './pageMeta';
import { InnerPage } from './InnerPage';
import { useContentById } from './useContentById';

export interface BlogPostPageProps {
  /** Where the post sits: the list it belongs to, for the breadcrumb. */
  list: { label: string; to: string };
  /** Route of this layout's posts; previous/next and the share URL stay in it. */
  postBase: string;
  aside?: ReactNode;
}

export const blogPostMeta = ({ params }: { params: { id?: string } }) =>
  detailPageMeta('blogSingle', blogPosts.find((item) => String(item.id) === params.id)?.title);

/** One blog post with its comments, in either blog layout; an unknown id shows the not-found page. */
export function BlogPostPage({ list, postBase, aside }: BlogPostPageProps) {
  const item = useContentById(blogPosts);
  if (!item) return <NotFoundPage />;
  return (
    <InnerPage title={item.title} trail={[list]}>
      {/* Keyed by post, so a half-written comment does not follow the visitor to the next post. */}
      <BlogPostBody
        key={item.id}
        post={item}
        posts={blogPosts}
        linkBase={postBase}
        author={postAuthor(item)}
        tags={item.tags}
        tagListPath={blogRoutes.list}
        pageUrl={`${site.siteUrl}${postBase}/${item.id}`}
        labels={blogPostLabels}
        aside={aside}
      >
        <CommentList comments={commentsForPost(item.id)} postTitle={item.title} replyHref="#comment-form" labels={ui.blog} />
        <CommentForm />
      </BlogPostBody>
    </InnerPage>
  );
}
