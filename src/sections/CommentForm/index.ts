export * from './CommentForm';
