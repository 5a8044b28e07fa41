import { commentFormLabels } from '../content/ui';
import { island } from '../platform';
import { CommentForm } from '../sections/CommentForm';

/** The form under a blog post. */
function CommentFormIsland() {
  return <CommentForm id="comment-form" labels={commentFormLabels} />;
}

export default island('CommentForm', CommentFormIsland);
