export * from './BlogPostBody';
export * from './neighbours';
