export * from './BlogGrid';
export * from './BlogCard';
export * from './filterPosts';
export * from './useClientSearchParams';
