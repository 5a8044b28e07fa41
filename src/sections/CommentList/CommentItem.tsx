import ReplyIcon from '@mui/icons-material/Reply';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Comment } from '../../types/content';
import { initials } from './initials';

export interface CommentItemProps {
  comment: Comment;
  /** In-page link to the comment form ('#comment-form'); no Reply link without it. */
  replyHref?: string;
  labels: { reply: string; replyTo: (name: string) => string };
}

/** One comment: who, when, what, and a way to answer. */
export function CommentItem({ comment, replyHref, labels }: CommentItemProps) {
  return (
    <Stack direction="row" spacing={{ xs: 2, sm: 2.5 }} sx={{ py: 3 }}>
      {/* Initials rather than a photo: the name beside it is what identifies the writer. */}
      <Avatar
        aria-hidden
        sx={{
          width: { xs: 44, sm: 56 },
          height: { xs: 44, sm: 56 },
          fontSize: { xs: '1rem', sm: '1.25rem' },
          bgcolor: 'brand.tint',
          color: 'text.primary',
          fontWeight: 700,
        }}
      >
        {initials(comment.author)}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5, mb: 1 }}>
          <Typography variant="h6" component="h3">
            {comment.author}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {comment.date}
          </Typography>
          {replyHref ? (
            <Link href={replyHref} aria-label={labels.replyTo(comment.author)} sx={{ ml: 'auto', display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, fontSize: '0.9375rem' }}>
              <ReplyIcon className="flip-in-rtl" fontSize="small" aria-hidden />
              {labels.reply}
            </Link>
          ) : null}
        </Stack>
        <Typography>{comment.text}</Typography>
      </Box>
    </Stack>
  );
}
