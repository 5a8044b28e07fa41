export * from './BlogSidebar';
