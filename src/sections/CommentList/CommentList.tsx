import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Comment } from '../../types/content';
import { CommentItem } from './CommentItem';

export interface CommentListLabels {
  /** The h2 over the list, from the number shown and the post's title ('2 Comments On “…”'). */
  commentsHeading: (count: number, title: string) => string;
  /** Said under the heading when there are no comments yet. */
  noComments: string;
  /** Visible text of each comment's Reply link ('Reply'). */
  reply: string;
  /** Each Reply link's name for screen readers, with the writer's name ('Reply to Priya Nair'). */
  replyTo: (name: string) => string;
}

export interface CommentListProps {
  /** The comments in order, each with initials, name (h3), date and text; replies are indented. */
  comments: Comment[];
  /** The post's title, quoted in the heading. */
  postTitle: string;
  /** In-page link to the comment form, for the Reply links. */
  replyHref?: string;
  /** The heading, the empty message and the Reply links' words. */
  labels: CommentListLabels;
}

/** The comments under a post, answers indented under what they answer; the count in the heading is what is shown. */
export function CommentList({ comments, postTitle, replyHref, labels }: CommentListProps) {
  return (
    <Box component="section" aria-labelledby="comments-heading">
      <Typography id="comments-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        {labels.commentsHeading(comments.length, postTitle)}
      </Typography>
      {comments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>{labels.noComments}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((comment) => (
            <Box
              component="li"
              key={comment.id}
              sx={[{ borderBottom: 1, borderColor: 'divider' }, comment.isReply && { ml: { xs: 3, sm: 9 }, pl: { xs: 2, sm: 3 }, borderLeft: 2, borderLeftColor: 'primary.main' }]}
            >
              <CommentItem comment={comment} replyHref={replyHref} labels={labels} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
