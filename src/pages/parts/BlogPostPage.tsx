import type { ReactNode } from 'react';
import { type MetaArgs, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { blogPosts, blogRoutes, postAuthor } from '../../content/blog';
import { commentsForPost } from '../../content/comments';
import { pageUrl } from '../../app/seo/pageUrl';
import { blogPostLabels, ui } from '../../content/ui';
import CommentForm from '../../islands/CommentForm';
import { BlogPostBody } from '../../sections/BlogPostBody';
import { CommentList } from '../../sections/CommentList';
import { entryById } from '../../app/routing/contentEntry';
import { detailPageMeta } from '../../app/seo/pageMeta';
import { InnerPage } from '../../app/frame/InnerPage';
import { detailPath, type DetailBasePath } from '../../sitePaths';

export interface BlogPostPageProps {
  /** Where the post sits: the list it belongs to, for the breadcrumb. */
  list: { label: string; to: string };
  /** Route of this layout's posts; previous/next and the share URL stay in it. */
  postBase: DetailBasePath;
  aside?: ReactNode;
}

/** Both blog layouts' loader: the post, or a 404 for an id no post has. */
export const blogPostLoader = ({ params }: LoaderFunctionArgs) => entryById(blogPosts, params.id);

export const blogPostMeta = ({ loaderData: post }: MetaArgs<typeof blogPostLoader>) => detailPageMeta('blogSingle', post?.title);

/** One blog post with its comments, in either blog layout. */
export function BlogPostPage({ list, postBase, aside }: BlogPostPageProps) {
  const item = useLoaderData<typeof blogPostLoader>();
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
        pageUrl={pageUrl(detailPath(postBase, item.id))}
        labels={blogPostLabels}
        aside={aside}
      >
        <CommentList comments={commentsForPost(item.id)} postTitle={item.title} replyHref="#comment-form" labels={ui.blog} />
        <CommentForm />
      </BlogPostBody>
    </InnerPage>
  );
}
